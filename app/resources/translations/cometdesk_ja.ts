<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>AccountTab</name>
    <message>
        <location filename="../../ui/settings/account.py" line="79"/>
        <source>To keep a key across runs without a keyring, start Comet Desk with the environment variable COMETDESK_API_KEY.</source>
        <translation>キーリングなしで起動をまたいでキーを保持するには、環境変数 COMETDESK_API_KEY を設定して Comet Desk を起動してください。</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="313"/>
        <source>Version {0} of {1}</source>
        <translation>バージョン {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="320"/>
        <source>More actions</source>
        <translation>その他の操作</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="340"/>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
</context>
<context>
    <name>ActionHandlers</name>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="89"/>
        <source>Wait for the reply to finish first.</source>
        <translation>返信が終わるまでお待ちください。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="142"/>
        <source>Copied the reply as plain text.</source>
        <translation>返信をプレーンテキストとしてコピーしました。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="145"/>
        <source>Copied the reply as Markdown.</source>
        <translation>返信を Markdown としてコピーしました。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="197"/>
        <source>{0} (fork)</source>
        <translation>{0} (分岐)</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="197"/>
        <source>Chat</source>
        <translation>チャット</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="199"/>
        <source>Forked into “{0}”.</source>
        <translation>「{0}」に分岐しました。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="211"/>
        <source>Message deleted.</source>
        <translation>メッセージを削除しました。</translation>
    </message>
</context>
<context>
    <name>AddServerDialog</name>
    <message>
        <location filename="../../ui/tools/dialog.py" line="43"/>
        <source>Add an MCP server</source>
        <translation>MCP サーバーを追加</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="49"/>
        <source>Command (stdio)</source>
        <translation>コマンド (stdio)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="50"/>
        <source>URL (streamable HTTP)</source>
        <translation>URL (streamable HTTP)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="66"/>
        <source>Bearer token (kept in the system keyring)</source>
        <translation>Bearer トークン (システムのキーリングに保存)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="69"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="70"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="71"/>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="72"/>
        <source>Environment</source>
        <translation>環境変数</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="73"/>
        <source>Working folder</source>
        <translation>作業フォルダー</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="74"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="75"/>
        <source>Token</source>
        <translation>トークン</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="117"/>
        <source>Give the server a name.</source>
        <translation>サーバーに名前を付けてください。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="122"/>
        <source>The URL must start with https:// (or http://).</source>
        <translation>URL は https:// (または http://) で始まる必要があります。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="127"/>
        <source>The command cannot be read: {0}</source>
        <translation>コマンドを解釈できません: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="129"/>
        <source>Give the command that starts the server.</source>
        <translation>サーバーを起動するコマンドを入力してください。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="135"/>
        <source>Environment lines are NAME=value: {0}</source>
        <translation>環境変数は NAME=value の形式で入力してください: {0}</translation>
    </message>
</context>
<context>
    <name>AdvancedSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="267"/>
        <location filename="../../ui/settings/first_run.py" line="148"/>
        <source>Advanced</source>
        <translation>詳細設定</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="273"/>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="274"/>
        <source>Chat Completions</source>
        <translation>Chat Completions</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="275"/>
        <source>Responses</source>
        <translation>Responses</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="279"/>
        <source>Automatic uses /responses for models that only work there (e.g. o1-pro)</source>
        <translation>自動では /responses でしか動かないモデル (o1-pro など) に /responses を使います</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="281"/>
        <source>Stream the reply</source>
        <translation>返信をストリーミング</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="288"/>
        <source>Default</source>
        <translation>既定</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="295"/>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="297"/>
        <source>Service tier</source>
        <translation>サービスティア</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="298"/>
        <source>Extra body (JSON)</source>
        <translation>追加のリクエストボディ (JSON)</translation>
    </message>
</context>
<context>
    <name>ApiError</name>
    <message>
        <location filename="../../api/errors.py" line="214"/>
        <source>Your account balance or quota is too low for this request</source>
        <translation>アカウントの残高またはクォータがこのリクエストには足りません</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="220"/>
        <source>The API key was rejected</source>
        <translation>API キーが拒否されました</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="227"/>
        <source>Model not available: {0}</source>
        <translation>モデルを利用できません: {0}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="229"/>
        <source>Model not available</source>
        <translation>モデルを利用できません</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="233"/>
        <source>The API endpoint was not found; check the base URL</source>
        <translation>API エンドポイントが見つかりません。ベース URL を確認してください</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="242"/>
        <source>The model does not support the parameter &apos;{0}&apos;</source>
        <translation>このモデルはパラメーター &apos;{0}&apos; に対応していません</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="244"/>
        <source>The request was rejected: {0}</source>
        <translation>リクエストが拒否されました: {0}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="249"/>
        <location filename="../../api/errors.py" line="312"/>
        <source>Rate limited by the server</source>
        <translation>サーバーがリクエスト数を制限しています</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="251"/>
        <location filename="../../api/errors.py" line="259"/>
        <source>; try again in {0:.0f} s</source>
        <translation>。{0:.0f} 秒後に再試行してください</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="255"/>
        <source>The server had a problem (HTTP {0}): {1}</source>
        <translation>サーバーで問題が発生しました (HTTP {0}): {1}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="262"/>
        <source>The request failed (HTTP {0}): {1}</source>
        <translation>リクエストに失敗しました (HTTP {0}): {1}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="290"/>
        <source>the server</source>
        <translation>サーバー</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="292"/>
        <source>Timed out connecting to {0}</source>
        <translation>{0} への接続がタイムアウトしました</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="295"/>
        <source>No data from {0} within the read timeout; the reply stalled</source>
        <translation>読み取りタイムアウトまでに {0} からデータが届きませんでした。返信が止まりました</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="301"/>
        <source>Could not connect to {0}</source>
        <translation>{0} に接続できませんでした</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="305"/>
        <source>The connection to {0} broke</source>
        <translation>{0} との接続が切れました</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="314"/>
        <source>The server had a problem (HTTP {0})</source>
        <translation>サーバーで問題が発生しました (HTTP {0})</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="324"/>
        <source>The server reported an error during the reply</source>
        <translation>返信中にサーバーがエラーを報告しました</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="329"/>
        <source>The server reported an error: {0}</source>
        <translation>サーバーがエラーを報告しました: {0}</translation>
    </message>
</context>
<context>
    <name>AppController</name>
    <message>
        <location filename="../../ui/shell/controller.py" line="502"/>
        <source>Resume describing images ({0} of {1} done)</source>
        <translation>画像の説明を再開 ({1} 件中 {0} 件完了)</translation>
    </message>
</context>
<context>
    <name>AppLifecycle</name>
    <message>
        <location filename="../../ui/shell/lifecycle.py" line="61"/>
        <source>Cannot open the history</source>
        <translation>履歴を開けません</translation>
    </message>
    <message>
        <location filename="../../ui/shell/lifecycle.py" line="98"/>
        <source>{0} reply(s) were interrupted when the app last closed.</source>
        <translation>前回アプリが終了したとき、{0} 件の返信が中断されました。</translation>
    </message>
</context>
<context>
    <name>ApprovalDialog</name>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="46"/>
        <source>Run a tool?</source>
        <translation>ツールを実行しますか?</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="50"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; wants to run &lt;b&gt;{1}&lt;/b&gt; from the server “{2}”.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; がサーバー「{2}」の &lt;b&gt;{1}&lt;/b&gt; を実行しようとしています。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="51"/>
        <source>The model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="57"/>
        <source>(The tool gives no description.)</source>
        <translation>(このツールには説明がありません。)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="63"/>
        <source>Arguments (JSON, editable)</source>
        <translation>引数 (JSON、編集可)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="70"/>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="73"/>
        <source>Allow in this conversation</source>
        <translation>この会話では許可</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="78"/>
        <source>Always allow this tool</source>
        <translation>このツールを常に許可</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="80"/>
        <source>Deny</source>
        <translation>拒否</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="87"/>
        <source>Arguments:</source>
        <translation>引数:</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="107"/>
        <source>The arguments are not valid JSON: {0}</source>
        <translation>引数が有効な JSON ではありません: {0}</translation>
    </message>
</context>
<context>
    <name>AttachmentItem</name>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="30"/>
        <source>auto</source>
        <translation>auto</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="31"/>
        <source>low</source>
        <translation>low</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="32"/>
        <source>high</source>
        <translation>high</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="99"/>
        <source>Show the image as it will be sent</source>
        <translation>送信される状態の画像を表示</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="112"/>
        <source>Image detail</source>
        <translation>画像の詳細度</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="115"/>
        <source>low: one fixed-cost pass; high: tiles at full detail; auto: model decides</source>
        <translation>low: 固定コストで1回処理、high: タイル分割で詳細に処理、auto: モデルが判断</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="122"/>
        <source>Remove image</source>
        <translation>画像を削除</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="142"/>
        <source>~{0} tokens</source>
        <translation>約 {0} トークン</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="151"/>
        <source> (from {0}×{1})</source>
        <translation> ({0}×{1} から)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="153"/>
        <source>Sent as {0} {1}, {2}</source>
        <translation>{0} {1}、{2} として送信</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="154"/>
        <source>~{0} tokens at detail &apos;{1}&apos;</source>
        <translation>詳細度 &apos;{1}&apos; で約 {0} トークン</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="158"/>
        <source>~${0:.5f} at ${1:g} per million input tokens</source>
        <translation>入力 100 万トークンあたり ${1:g} で約 ${0:.5f}</translation>
    </message>
</context>
<context>
    <name>AttachmentTray</name>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="34"/>
        <source>Describe this image.</source>
        <translation>この画像を説明してください。</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="35"/>
        <source>Extract the text.</source>
        <translation>テキストを抽出してください。</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="36"/>
        <source>What is unusual here?</source>
        <translation>何か変わったところはありますか？</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="58"/>
        <source>Attached images</source>
        <translation>添付画像</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="67"/>
        <source>⚠ This model may not accept images.</source>
        <translation>⚠ このモデルは画像を受け付けない可能性があります。</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="169"/>
        <location filename="../../ui/composer/attachment_tray.py" line="170"/>
        <source>draft image</source>
        <translation>下書きの画像</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="238"/>
        <source>{0}: an animated image; only its first frame will be sent.</source>
        <translation>{0}: アニメーション画像です。最初のフレームのみ送信されます。</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="327"/>
        <source>{0} image(s) · {1} kB · ~{2} tokens</source>
        <translation>画像 {0} 枚 · {1} kB · 約 {2} トークン</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="334"/>
        <source> · ~${0:.4f}</source>
        <translation> · 約 ${0:.4f}</translation>
    </message>
</context>
<context>
    <name>AttachmentsPresenter</name>
    <message>
        <location filename="../../ui/composer/attachments.py" line="110"/>
        <source>Attach images or documents</source>
        <translation>画像やドキュメントを添付</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="112"/>
        <source>Images and documents ({0} {1});;Images ({0});;All files (*)</source>
        <translation>画像とドキュメント ({0} {1});;画像 ({0});;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="224"/>
        <source>That image is no longer stored.</source>
        <translation>その画像はもう保存されていません。</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="226"/>
        <source>Image</source>
        <translation>画像</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="229"/>
        <source>As it will be sent</source>
        <translation>送信される状態</translation>
    </message>
</context>
<context>
    <name>BackupsPresenter</name>
    <message>
        <location filename="../../ui/sync/backups.py" line="116"/>
        <source>Looking for snapshots…</source>
        <translation>スナップショットを探しています…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="158"/>
        <source>Backing up…</source>
        <translation>バックアップ中…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="164"/>
        <source>The backup failed: {0}</source>
        <translation>バックアップに失敗しました: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="173"/>
        <source>Backed up and verified ({0}).</source>
        <translation>バックアップして検証しました ({0})。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="189"/>
        <source>Restore into a new, empty folder</source>
        <translation>新しい空のフォルダーに復元</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="204"/>
        <source>Restoring…</source>
        <translation>復元中…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="211"/>
        <source>Nothing was restored: {0}</source>
        <translation>何も復元されませんでした: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="221"/>
        <source>Merged: {0} conversation(s) added, {1} already here.</source>
        <translation>マージしました: {0} 件の会話を追加しました ({1} 件は既にあります)。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="233"/>
        <source>Restored {0} conversation(s) into {1}. To open it, start Comet Desk with COMETDESK_DATA_DIR={1}.</source>
        <translation>{0} 件の会話を {1} に復元しました。開くには、COMETDESK_DATA_DIR={1} を指定して Comet Desk を起動してください。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="256"/>
        <source>Copying the history</source>
        <translation>履歴をコピー中</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="257"/>
        <source>Uploading</source>
        <translation>アップロード中</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="258"/>
        <source>Reading it back</source>
        <translation>読み戻して確認中</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="259"/>
        <source>Downloading</source>
        <translation>ダウンロード中</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="260"/>
        <source>Unpacking</source>
        <translation>展開中</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="261"/>
        <source>Merging</source>
        <translation>マージ中</translation>
    </message>
</context>
<context>
    <name>BackupsSection</name>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="48"/>
        <source>Backups</source>
        <translation>バックアップ</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="50"/>
        <source>Back up every day, keeping</source>
        <translation>毎日バックアップし、スナップショットを</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="56"/>
        <source> snapshots</source>
        <translation> 個保持</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="57"/>
        <source>Snapshots to keep</source>
        <translation>保持するスナップショット数</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="58"/>
        <source>Back up now</source>
        <translation>今すぐバックアップ</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="62"/>
        <source>Snapshots on the storage</source>
        <translation>ストレージ上のスナップショット</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="66"/>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="66"/>
        <source>Machine</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="66"/>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="66"/>
        <source>Conversations</source>
        <translation>会話</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="74"/>
        <source>Restore into a new folder…</source>
        <translation>新しいフォルダーに復元…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="76"/>
        <source>Merge into this history</source>
        <translation>この履歴にマージ</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="79"/>
        <source>Adds the conversations this history lacks; changes nothing already here</source>
        <translation>この履歴にない会話を追加します。既にあるものは変更しません</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="126"/>
        <source>this machine</source>
        <translation>このデバイス</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="129"/>
        <source>not verified</source>
        <translation>未検証</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="139"/>
        <source>No snapshots on the storage yet.</source>
        <translation>ストレージにはまだスナップショットがありません。</translation>
    </message>
</context>
<context>
    <name>BusySlot</name>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="180"/>
        <source>Preparing {0}…</source>
        <translation>{0} を準備中…</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="181"/>
        <source>Preparing image</source>
        <translation>画像を準備中</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="182"/>
        <source>Preparing…</source>
        <translation>準備中…</translation>
    </message>
</context>
<context>
    <name>CaptureOverlay</name>
    <message>
        <location filename="../../ui/capture/overlay.py" line="47"/>
        <location filename="../../ui/capture/overlay.py" line="48"/>
        <source>Capture a region of the screen</source>
        <translation>画面の一部をキャプチャ</translation>
    </message>
    <message>
        <location filename="../../ui/capture/overlay.py" line="58"/>
        <source>Drag to capture a region. Enter: the whole screen. Esc: cancel.</source>
        <translation>ドラッグして範囲をキャプチャ。Enter: 画面全体。Esc: キャンセル。</translation>
    </message>
</context>
<context>
    <name>CapturePresenter</name>
    <message>
        <location filename="../../ui/capture/presenter.py" line="148"/>
        <source>Capturing the screen needs the desktop&apos;s screenshot service (xdg-desktop-portal), which is not running here; take a screenshot with the desktop&apos;s own tool and paste it (Ctrl+V).</source>
        <translation>画面のキャプチャにはデスクトップのスクリーンショットサービス (xdg-desktop-portal) が必要ですが、ここでは動いていません。デスクトップ自身のツールでスクリーンショットを撮り、貼り付けてください (Ctrl+V)。</translation>
    </message>
    <message>
        <location filename="../../ui/capture/presenter.py" line="165"/>
        <source>The desktop took the screenshot, but its file could not be read.</source>
        <translation>デスクトップはスクリーンショットを撮りましたが、そのファイルを読み込めませんでした。</translation>
    </message>
</context>
<context>
    <name>ChatController</name>
    <message>
        <location filename="../../storage/database.py" line="79"/>
        <source>The history database could not be read. It was moved aside to {0} and a new one was started.</source>
        <translation>履歴データベースを読み込めませんでした。{0} に退避し、新しいデータベースを作成しました。</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <location filename="../../ui/shell/header.py" line="57"/>
        <source>Show or hide the conversations (Ctrl+B)</source>
        <translation>会話一覧の表示/非表示 (Ctrl+B)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="65"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="67"/>
        <source>Conversation title</source>
        <translation>会話のタイトル</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="78"/>
        <source>Context used</source>
        <translation>使用中のコンテキスト</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="85"/>
        <source>Conversation totals</source>
        <translation>会話の合計</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="89"/>
        <source>Send one prompt to several models (Ctrl+Shift+M)</source>
        <translation>1 つのプロンプトを複数のモデルに送信 (Ctrl+Shift+M)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="94"/>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="95"/>
        <source>Compare models side by side</source>
        <translation>モデルを並べて比較</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="101"/>
        <source>Show or hide the parameters (Ctrl+I)</source>
        <translation>パラメーターの表示/非表示 (Ctrl+I)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="202"/>
        <source>{0} of {1} tokens of context ({2}%)</source>
        <translation>コンテキスト {1} トークン中 {0} トークン使用 ({2}%)</translation>
    </message>
</context>
<context>
    <name>ChatPresenter</name>
    <message>
        <location filename="../../ui/chat/presenter.py" line="140"/>
        <source>A reply is still streaming; press Esc to stop it.</source>
        <translation>返信の受信中です。止めるには Esc を押してください。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="148"/>
        <source>Choose a model first.</source>
        <translation>先にモデルを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="151"/>
        <source>Add your API key in Settings first.</source>
        <translation>先に設定で API キーを追加してください。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="268"/>
        <source>Stopped. The partial reply was kept.</source>
        <translation>停止しました。途中までの返信は保存されています。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="270"/>
        <source>The reply ended early (the connection closed before it finished).</source>
        <translation>返信が途中で終わりました (完了前に接続が閉じられました)。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="287"/>
        <source>Resend without “{0}”</source>
        <translation>“{0}” なしで再送信</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="304"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
</context>
<context>
    <name>ChoiceSwitcher</name>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="33"/>
        <source>Previous answer</source>
        <translation>前の回答</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="39"/>
        <source>Next answer</source>
        <translation>次の回答</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="59"/>
        <source>Answer {0} of {1}</source>
        <translation>回答 {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="64"/>
        <source>All {0} answers are in</source>
        <translation>{0} 件の回答がすべて届きました</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="66"/>
        <source>This answer is still arriving</source>
        <translation>この回答はまだ受信中です</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="68"/>
        <source>Still arriving: {0}</source>
        <translation>受信中: {0}</translation>
    </message>
</context>
<context>
    <name>ColumnOptionsDialog</name>
    <message>
        <location filename="../../ui/compare/column_options.py" line="30"/>
        <source>Options for column {0}</source>
        <translation>列 {0} のオプション</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="32"/>
        <source>panel&apos;s</source>
        <translation>パネルの値</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="48"/>
        <source>System prompt for this column</source>
        <translation>この列のシステムプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="49"/>
        <source>Blank: the panel&apos;s system prompt</source>
        <translation>空欄: パネルのシステムプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="52"/>
        <source>Top p for this column</source>
        <translation>この列の Top P</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="56"/>
        <source>Presence penalty for this column</source>
        <translation>この列の presence penalty</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="61"/>
        <source>Frequency penalty for this column</source>
        <translation>この列の frequency penalty</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="67"/>
        <source>Seed for this column</source>
        <translation>この列のシード</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="74"/>
        <source>Verbosity for this column</source>
        <translation>この列の詳しさ</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="77"/>
        <source>low</source>
        <translation>low</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="78"/>
        <source>medium</source>
        <translation>medium</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="79"/>
        <source>high</source>
        <translation>high</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="84"/>
        <source>&amp;System prompt</source>
        <translation>システムプロンプト(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="85"/>
        <source>&amp;Top p</source>
        <translation>Top P(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="86"/>
        <source>S&amp;eed</source>
        <translation>シード(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="87"/>
        <source>&amp;Verbosity</source>
        <translation>詳しさ(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="88"/>
        <source>&amp;Presence penalty</source>
        <translation>Presence penalty(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="89"/>
        <source>&amp;Frequency penalty</source>
        <translation>Frequency penalty(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="92"/>
        <source>Temperature, max tokens, effort and probabilities are in the column&apos;s row. Anything left blank follows the parameters panel.</source>
        <translation>Temperature、最大トークン数、推論の強さ、確率は列の入力欄で設定します。空欄の項目はパラメーターパネルの設定に従います。</translation>
    </message>
</context>
<context>
    <name>CompareColumn</name>
    <message>
        <location filename="../../ui/compare/view.py" line="99"/>
        <source>Model for column {0}</source>
        <translation>列 {0} のモデル</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="109"/>
        <source>Stop this column</source>
        <translation>この列を停止</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="115"/>
        <source>Ask this model again</source>
        <translation>このモデルにもう一度聞く</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="113"/>
        <source>Retry this column</source>
        <translation>この列を再試行</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="118"/>
        <source>Remove column</source>
        <translation>列を削除</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="120"/>
        <source>Remove this column</source>
        <translation>この列を削除</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="127"/>
        <source>Continue with this one as a normal chat</source>
        <translation>これを通常のチャットとして続ける</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="123"/>
        <source>Continue with this one</source>
        <translation>これで続ける</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="128"/>
        <source>⋯ Options</source>
        <translation>⋯ オプション</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="130"/>
        <source>Options for column {0}</source>
        <translation>列 {0} のオプション</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="131"/>
        <source>This column&apos;s own system prompt and parameters</source>
        <translation>この列専用のシステムプロンプトとパラメーター</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="146"/>
        <source>Temperature for this column</source>
        <translation>この列の temperature</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="150"/>
        <source>temp</source>
        <translation>temp</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="151"/>
        <source>Temperature for this column (blank: the panel&apos;s)</source>
        <translation>この列の temperature (空欄: パネルの値)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="155"/>
        <source>Max tokens for this column</source>
        <translation>この列の最大トークン数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="158"/>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="159"/>
        <source>Max tokens for this column (blank: the panel&apos;s)</source>
        <translation>この列の最大トークン数 (空欄: パネルの値)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="162"/>
        <source>Reasoning effort for this column</source>
        <translation>この列の推論の強さ</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="164"/>
        <source>effort</source>
        <translation>推論</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="165"/>
        <source>low</source>
        <translation>low</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="166"/>
        <source>medium</source>
        <translation>medium</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="167"/>
        <source>high</source>
        <translation>high</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="170"/>
        <source>Probabilities</source>
        <translation>確率</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="172"/>
        <source>Show probabilities for this column</source>
        <translation>この列の確率を表示</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="174"/>
        <source>Ask this column&apos;s model for token probabilities (blank: the panel&apos;s choice)</source>
        <translation>この列のモデルにトークンの確率を要求 (空欄: パネルの設定)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="196"/>
        <source>Endpoint for this column</source>
        <translation>この列のエンドポイント</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="244"/>
        <source>Panel&apos;s endpoint</source>
        <translation>パネルのエンドポイント</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="336"/>
        <source>Model {0}</source>
        <translation>モデル {0}</translation>
    </message>
</context>
<context>
    <name>ComparePresenter</name>
    <message>
        <location filename="../../ui/compare/presenter.py" line="164"/>
        <source>Compare models</source>
        <translation>モデルを比較</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="171"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="450"/>
        <source>The models are still answering; press Esc to stop.</source>
        <translation>モデルがまだ回答中です。止めるには Esc を押してください。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="190"/>
        <location filename="../../ui/compare/presenter.py" line="579"/>
        <source>Waiting for the first token…</source>
        <translation>最初のトークンを待っています…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="289"/>
        <location filename="../../ui/compare/presenter.py" line="616"/>
        <source>Column {0}</source>
        <translation>列 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="368"/>
        <source>Save setup</source>
        <translation>構成を保存</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="369"/>
        <source>Name of this setup (its columns&apos; models and parameters):</source>
        <translation>この構成の名前 (各列のモデルとパラメーター):</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="376"/>
        <source>Rename setup</source>
        <translation>構成の名前を変更</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="377"/>
        <source>New name for “{0}”:</source>
        <translation>「{0}」の新しい名前:</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="385"/>
        <source>Saved the setup “{0}”.</source>
        <translation>構成「{0}」を保存しました。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="390"/>
        <source>Renamed the setup to “{0}”.</source>
        <translation>構成の名前を「{0}」に変更しました。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="395"/>
        <source>Deleted the setup “{0}”.</source>
        <translation>構成「{0}」を削除しました。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="403"/>
        <source>Stop the replies before choosing a setup.</source>
        <translation>構成を選ぶ前に返信を停止してください。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="410"/>
        <source>Columns from the setup “{0}”.</source>
        <translation>構成「{0}」の列を読み込みました。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="631"/>
        <source>Vote saved. The names are revealed.</source>
        <translation>投票を保存しました。モデル名を公開します。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="654"/>
        <source>Export this compare</source>
        <translation>この比較をエクスポート</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="656"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="664"/>
        <source>Exported the compare to {0}</source>
        <translation>比較を {0} にエクスポートしました</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../../ui/compare/view.py" line="371"/>
        <source>Compare models</source>
        <translation>モデルを比較</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="373"/>
        <source>+ Column</source>
        <translation>+ 列</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="375"/>
        <source>Compare up to {0} models</source>
        <translation>最大 {0} 個のモデルを比較</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="376"/>
        <source>Blind</source>
        <translation>ブラインド</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="379"/>
        <source>Hide model names and shuffle the columns; vote, then see who was who</source>
        <translation>モデル名を隠して列を並べ替えます。投票すると正体が分かります</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="381"/>
        <source>Grid</source>
        <translation>グリッド</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="383"/>
        <source>Sync scroll</source>
        <translation>スクロールを同期</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="385"/>
        <source>Diff…</source>
        <translation>差分…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="387"/>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="389"/>
        <source>Leaderboard</source>
        <translation>ランキング</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="391"/>
        <source>Setups</source>
        <translation>構成</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="393"/>
        <location filename="../../ui/compare/view.py" line="536"/>
        <source>Compare setups</source>
        <translation>比較の構成</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="395"/>
        <source>Save these columns as a setup, or bring back a saved one</source>
        <translation>これらの列を構成として保存するか、保存した構成を呼び出します</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="404"/>
        <source>One prompt goes to every column; each model keeps its own thread.</source>
        <translation>1 つのプロンプトをすべての列に送ります。各モデルは自分の会話を保ちます。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="412"/>
        <source>Compare columns</source>
        <translation>比較の列</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="510"/>
        <source>Which answer is best?</source>
        <translation>どの回答が一番良いですか?</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="511"/>
        <source>{0} is best</source>
        <translation>{0} が一番</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="512"/>
        <source>Tie</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="512"/>
        <source>All bad</source>
        <translation>どれも良くない</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="537"/>
        <source>Save setup…</source>
        <translation>構成を保存…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="543"/>
        <source>Replace the columns with this setup</source>
        <translation>列をこの構成に置き換える</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="546"/>
        <source>Rename</source>
        <translation>名前を変更</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="548"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../ui/composer/editor.py" line="37"/>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <location filename="../../ui/composer/editor.py" line="39"/>
        <source>Type a message. Enter sends, Shift+Enter adds a line.</source>
        <translation>メッセージを入力。Enter で送信、Shift+Enter で改行。</translation>
    </message>
    <message>
        <location filename="../../ui/composer/editor.py" line="42"/>
        <location filename="../../ui/composer/editor.py" line="54"/>
        <source>Message Comet Desk…  (Enter to send, Shift+Enter for a new line)</source>
        <translation>Comet Desk にメッセージ…  (Enter で送信、Shift+Enter で改行)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/editor.py" line="56"/>
        <source>Message Comet Desk…  (Ctrl+Enter to send, Enter for a new line)</source>
        <translation>Comet Desk にメッセージ…  (Ctrl+Enter で送信、Enter で改行)</translation>
    </message>
</context>
<context>
    <name>ComposerFrame</name>
    <message>
        <location filename="../../ui/composer/frame.py" line="54"/>
        <source>Editing a message — Enter sends it as a new version, Esc cancels.</source>
        <translation>メッセージを編集中 — Enter で新しいバージョンとして送信、Esc でキャンセル。</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="57"/>
        <source>Editing a message</source>
        <translation>メッセージを編集中</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="62"/>
        <source>Attach images (or paste a screenshot, or drop files on the message box)</source>
        <translation>画像を添付 (スクリーンショットの貼り付けや、入力欄へのドロップもできます)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="67"/>
        <source>Attach images</source>
        <translation>画像を添付</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="70"/>
        <source>Capture a region of the screen (Ctrl+Shift+S)</source>
        <translation>画面の一部をキャプチャ (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="75"/>
        <source>Capture a region of the screen</source>
        <translation>画面の一部をキャプチャ</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="78"/>
        <source>Choose the model</source>
        <translation>モデルを選択</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="79"/>
        <source>Choose the model for this conversation</source>
        <translation>この会話のモデルを選択</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="84"/>
        <source>Send (Enter)</source>
        <translation>送信 (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="90"/>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="95"/>
        <source>Stop the reply (Esc)</source>
        <translation>返信を停止 (Esc)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="102"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
</context>
<context>
    <name>ComposerPresenter</name>
    <message>
        <location filename="../../ui/composer/presenter.py" line="102"/>
        <source>Still sending the last message…</source>
        <translation>前のメッセージを送信中です…</translation>
    </message>
    <message>
        <location filename="../../ui/composer/presenter.py" line="105"/>
        <source>Still preparing the images…</source>
        <translation>画像をまだ準備しています…</translation>
    </message>
    <message>
        <location filename="../../ui/composer/presenter.py" line="169"/>
        <source>Not saved: {0} Your message is still in the box.</source>
        <translation>保存されていません: {0} メッセージは入力欄に残っています。</translation>
    </message>
</context>
<context>
    <name>ContextDialog</name>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="53"/>
        <source>Too long for the model</source>
        <translation>モデルには長すぎます</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="56"/>
        <source>This request needs about {0} tokens; {1} takes {2}. Leave out the oldest part of the conversation (it stays saved), or send anyway.</source>
        <translation>このリクエストには約 {0} トークンが必要ですが、{1} が扱えるのは {2} トークンまでです。会話の古い部分を省いて送信する (会話自体は保存されたままです) か、このまま送信してください。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="65"/>
        <source>Send from</source>
        <translation>送信の開始位置</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="67"/>
        <source>fits</source>
        <translation>収まる</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="67"/>
        <source>too long</source>
        <translation>長すぎる</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="69"/>
        <source>Only this message — {1} tokens, {2}</source>
        <translation>このメッセージのみ — {1} トークン、{2}</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="71"/>
        <source>From “{0}” — {1} tokens, {2}</source>
        <translation>「{0}」から — {1} トークン、{2}</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="77"/>
        <source>Send from there</source>
        <translation>選択した位置から送信</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="80"/>
        <source>Send anyway</source>
        <translation>このまま送信</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="85"/>
        <source>Let the server drop the oldest turns</source>
        <translation>古いやり取りをサーバー側で省く</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="99"/>
        <source>Send from:</source>
        <translation>送信の開始位置:</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="34"/>
        <source>Today</source>
        <translation>今日</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="36"/>
        <source>Yesterday</source>
        <translation>昨日</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="38"/>
        <source>Previous 7 days</source>
        <translation>過去 7 日間</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="40"/>
        <source>Previous 30 days</source>
        <translation>過去 30 日間</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="101"/>
        <location filename="../../ui/sidebar/rows.py" line="115"/>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="116"/>
        <source>Column {0}</source>
        <translation>列 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="123"/>
        <source>Compare: {0}. Models: {1}</source>
        <translation>比較: {0}。モデル: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="129"/>
        <source>{0}, a column of the compare {1}</source>
        <translation>{0} (比較「{1}」の列)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="187"/>
        <source>Pinned</source>
        <translation>ピン留め</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="94"/>
        <location filename="../../ui/sidebar/conversation_list.py" line="96"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="97"/>
        <source>Start a new conversation (Ctrl+N)</source>
        <translation>新しい会話を始める (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="100"/>
        <source>Search conversations</source>
        <translation>会話を検索</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="101"/>
        <source>Search (Ctrl+K)</source>
        <translation>検索 (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="107"/>
        <source>Conversations</source>
        <translation>会話</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="110"/>
        <source>Grouped by folder and by date. A compare is listed once, with the models it compared under it. Drag a conversation onto a folder to file it.</source>
        <translation>フォルダーと日付ごとにまとめています。比較は 1 件として表示され、その下に比較したモデルが並びます。会話をフォルダーにドラッグすると整理できます。</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="198"/>
        <source>No conversation matches.</source>
        <translation>一致する会話はありません。</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="200"/>
        <source>No conversations yet. Start one with New chat (Ctrl+N).</source>
        <translation>まだ会話がありません。「新しいチャット」(Ctrl+N) で始めましょう。</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="472"/>
        <source>New folder</source>
        <translation>新しいフォルダー</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="488"/>
        <source>Conversation actions</source>
        <translation>会話の操作</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="494"/>
        <source>Folder actions</source>
        <translation>フォルダーの操作</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/menu.py" line="93"/>
        <source>Folder name:</source>
        <translation>フォルダー名:</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="514"/>
        <source>New folder…</source>
        <translation>新しいフォルダー…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="520"/>
        <source>Rename folder</source>
        <translation>フォルダー名を変更</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/model.py" line="90"/>
        <source>Folder: {0}</source>
        <translation>フォルダー: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/model.py" line="92"/>
        <source>Pinned: {0}</source>
        <translation>ピン留め: {0}</translation>
    </message>
</context>
<context>
    <name>DataFolder</name>
    <message>
        <location filename="../../data_folder.py" line="62"/>
        <source>Comet Desk cannot write to its data folder {0}: {1}.</source>
        <translation>Comet Desk はデータフォルダー {0} に書き込めません: {1}。</translation>
    </message>
</context>
<context>
    <name>DataFolderProblemDialog</name>
    <message>
        <location filename="../../ui/shell/data_folder_problem.py" line="31"/>
        <source>Choose a data folder</source>
        <translation>データフォルダーを選択</translation>
    </message>
    <message>
        <location filename="../../ui/shell/data_folder_problem.py" line="56"/>
        <source>Comet Desk cannot save your data</source>
        <translation>Comet Desk がデータを保存できません</translation>
    </message>
    <message>
        <location filename="../../ui/shell/data_folder_problem.py" line="62"/>
        <source>Choose another folder to use for this run. To keep using it, start Comet Desk with --data-dir FOLDER or set COMETDESK_DATA_DIR=FOLDER.</source>
        <translation>今回の起動で使う別のフォルダーを選んでください。次回以降も使うには、Comet Desk を --data-dir FOLDER 付きで起動するか、COMETDESK_DATA_DIR=FOLDER を設定してください。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/data_folder_problem.py" line="68"/>
        <location filename="../../ui/shell/data_folder_problem.py" line="70"/>
        <source>Choose another folder…</source>
        <translation>別のフォルダーを選択…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/data_folder_problem.py" line="72"/>
        <location filename="../../ui/shell/data_folder_problem.py" line="74"/>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
</context>
<context>
    <name>DescribeJobs</name>
    <message>
        <location filename="../../services/describe_jobs_store.py" line="282"/>
        <source>{0} cannot be read ({1}).</source>
        <translation>{0} を読み込めません ({1})。</translation>
    </message>
    <message>
        <location filename="../../services/describe_jobs_store.py" line="283"/>
        <source>{0} cannot be written ({1}).</source>
        <translation>{0} に書き込めません ({1})。</translation>
    </message>
</context>
<context>
    <name>DescribePresenter</name>
    <message>
        <location filename="../../ui/describe/presenter.py" line="226"/>
        <source>No images found there.</source>
        <translation>そこに画像は見つかりませんでした。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="238"/>
        <source>1 image</source>
        <translation>画像 1 枚</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="238"/>
        <source>{0} images</source>
        <translation>画像 {0} 枚</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="240"/>
        <source>{0} in {1}</source>
        <translation>{1} 内の{0}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="258"/>
        <source>Reading the image sizes…</source>
        <translation>画像のサイズを読み取っています…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="277"/>
        <source>1 image to describe</source>
        <translation>説明する画像 1 枚</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="279"/>
        <source>{0} images to describe</source>
        <translation>説明する画像 {0} 枚</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="280"/>
        <source>about {0} input tokens</source>
        <translation>入力トークン約 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="281"/>
        <source>about {0} before the replies</source>
        <translation>返答を除いて約 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="283"/>
        <source>the price of {0} is not known</source>
        <translation>{0} の料金は不明です</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="286"/>
        <source>{0} not readable as images</source>
        <translation>{0} 件は画像として読めません</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="295"/>
        <source>Write what to ask about each image first.</source>
        <translation>先に、各画像について何を尋ねるかを書いてください。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="298"/>
        <source>Choose a model first.</source>
        <translation>先にモデルを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="329"/>
        <source>Pausing: finishing the images being described…</source>
        <translation>一時停止中: 説明中の画像を仕上げています…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="371"/>
        <source>There is no API key: add one in Settings, then press Resume.</source>
        <translation>API キーがありません。設定で追加してから「再開」を押してください。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="423"/>
        <source>Images described: {0}.</source>
        <translation>説明した画像: {0}。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="425"/>
        <source>Failed: {0}.</source>
        <translation>失敗: {0}。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="484"/>
        <source>{0} of {1}</source>
        <translation>{0} / {1}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="499"/>
        <source>{0} tokens in, {1} out</source>
        <translation>入力 {0} トークン、出力 {1}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="504"/>
        <source>{0} failed</source>
        <translation>{0} 件失敗</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="528"/>
        <source>Exported to {0}.</source>
        <translation>{0} に書き出しました。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="539"/>
        <source>Rows copied: {0}.</source>
        <translation>コピーした行: {0}。</translation>
    </message>
</context>
<context>
    <name>DescribeTableModel</name>
    <message>
        <location filename="../../ui/describe/table_model.py" line="170"/>
        <source>Thumbnail of {0}</source>
        <translation>{0} のサムネイル</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="225"/>
        <source>Image</source>
        <translation>画像</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="226"/>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="227"/>
        <source>Description</source>
        <translation>説明</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="228"/>
        <source>Input</source>
        <translation>入力</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="229"/>
        <source>Output</source>
        <translation>出力</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="230"/>
        <source>Cost</source>
        <translation>費用</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="231"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="251"/>
        <location filename="../../ui/describe/table_model.py" line="263"/>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="257"/>
        <source>Waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="259"/>
        <source>Describing…</source>
        <translation>説明中…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="261"/>
        <source>Done (edited)</source>
        <translation>完了 (編集済み)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="261"/>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="263"/>
        <source>Error: {0}</source>
        <translation>エラー: {0}</translation>
    </message>
</context>
<context>
    <name>DescribeWindow</name>
    <message>
        <location filename="../../ui/describe/view.py" line="40"/>
        <source>Alt text</source>
        <translation>代替テキスト</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="41"/>
        <source>Caption</source>
        <translation>キャプション</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="42"/>
        <source>Extract the text</source>
        <translation>テキストを抽出</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="43"/>
        <source>Tags as JSON</source>
        <translation>タグ (JSON)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="46"/>
        <source>Auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="47"/>
        <source>Low (cheapest)</source>
        <translation>低 (最も安価)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="48"/>
        <source>High (fine detail)</source>
        <translation>高 (細部まで)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="187"/>
        <location filename="../../ui/describe/view.py" line="188"/>
        <source>Describe images</source>
        <translation>画像を説明</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="203"/>
        <source>Choose &amp;folder…</source>
        <translation>フォルダーを選択(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="204"/>
        <source>Every image in a folder and the folders in it</source>
        <translation>フォルダーとその中のフォルダーにあるすべての画像</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="205"/>
        <source>Choose f&amp;iles…</source>
        <translation>ファイルを選択(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="206"/>
        <source>No images chosen yet.</source>
        <translation>まだ画像が選ばれていません。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="218"/>
        <source>Your own…</source>
        <translation>自分で入力…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="223"/>
        <source>What to ask about each image</source>
        <translation>各画像について尋ねること</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="225"/>
        <source>{filename} is replaced by each image&apos;s file name.</source>
        <translation>{filename} は各画像のファイル名に置き換えられます。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="247"/>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="258"/>
        <source>Images described</source>
        <translation>説明した画像</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="263"/>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="265"/>
        <source>Finish the images being described, then send no more</source>
        <translation>説明中の画像を仕上げ、それ以上は送信しません</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="267"/>
        <source>Res&amp;ume</source>
        <translation>再開(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="268"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="270"/>
        <source>Stop now; the images not described yet can be resumed later</source>
        <translation>今すぐ停止します。まだ説明していない画像は後で再開できます</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="272"/>
        <source>Retry f&amp;ailed</source>
        <translation>失敗分を再試行(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="281"/>
        <source>Descriptions</source>
        <translation>説明</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="283"/>
        <source>One row per image. F2 or a double click edits a description.</source>
        <translation>画像ごとに 1 行。F2 またはダブルクリックで説明を編集します。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="289"/>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="290"/>
        <source>Copy the table as tab-separated text</source>
        <translation>表をタブ区切りテキストとしてコピー</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="291"/>
        <source>&amp;Export…</source>
        <translation>書き出し(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="292"/>
        <source>Save as CSV, JSON or JSON Lines</source>
        <translation>CSV、JSON、JSON Lines で保存</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="329"/>
        <source>P&amp;rompt:</source>
        <translation>プロンプト(&amp;R):</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="331"/>
        <source>&amp;Model:</source>
        <translation>モデル(&amp;M):</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="333"/>
        <source>&amp;Detail:</source>
        <translation>詳細度(&amp;D):</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="336"/>
        <source>Prompt text</source>
        <translation>プロンプトの文面</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="366"/>
        <source>Choose a folder of images</source>
        <translation>画像のフォルダーを選択</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="376"/>
        <source>Choose images</source>
        <translation>画像を選択</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="378"/>
        <source>Images ({0});;All files (*)</source>
        <translation>画像 ({0});;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="386"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="387"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="388"/>
        <source>JSON Lines (*.jsonl)</source>
        <translation>JSON Lines (*.jsonl)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="392"/>
        <source>Export the descriptions</source>
        <translation>説明を書き出す</translation>
    </message>
</context>
<context>
    <name>DescriptionEditor</name>
    <message>
        <location filename="../../ui/describe/view.py" line="63"/>
        <source>Description</source>
        <translation>説明</translation>
    </message>
</context>
<context>
    <name>DesktopShortcuts</name>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="28"/>
        <source>Quick ask</source>
        <translation>クイック質問</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="29"/>
        <source>Capture region</source>
        <translation>範囲をキャプチャ</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="30"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="42"/>
        <source>Quick ask from anywhere</source>
        <translation>どこからでもクイック質問</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="46"/>
        <source>Looking for the desktop&apos;s shortcut service…</source>
        <translation>デスクトップのショートカットサービスを探しています…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="50"/>
        <source>Use desktop-wide shortcuts</source>
        <translation>デスクトップ全体のショートカットを使う</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="55"/>
        <source>The desktop asks you to confirm the keys, and lets you change them in its own settings.</source>
        <translation>デスクトップがキーの確認を求め、デスクトップ自身の設定でキーを変更できます。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="68"/>
        <source>This desktop offers no shortcut service. To ask from anywhere, bind these commands to keys in the desktop&apos;s own keyboard settings:</source>
        <translation>このデスクトップにはショートカットサービスがありません。どこからでも質問するには、デスクトップ自身のキーボード設定で次のコマンドをキーに割り当ててください:</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="89"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="92"/>
        <source>Copy the command for {0}</source>
        <translation>{0} のコマンドをコピー</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="122"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="127"/>
        <source>The desktop bound no keys.</source>
        <translation>デスクトップはキーを割り当てませんでした。</translation>
    </message>
</context>
<context>
    <name>DiffDialog</name>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="35"/>
        <source>Compare two answers word by word</source>
        <translation>2 つの回答を単語ごとに比較</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="41"/>
        <source>First answer</source>
        <translation>1つ目の回答</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="42"/>
        <source>Second answer</source>
        <translation>2つ目の回答</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="70"/>
        <source>{0:.0%} the same</source>
        <translation>{0:.0%} 一致</translation>
    </message>
</context>
<context>
    <name>DocumentChip</name>
    <message>
        <location filename="../../ui/composer/document_item.py" line="19"/>
        <source>as text</source>
        <translation>テキストとして</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="20"/>
        <source>as page images</source>
        <translation>ページ画像として</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="21"/>
        <source>as the file</source>
        <translation>ファイルとして</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="63"/>
        <source>How {0} is sent</source>
        <translation>{0} の送信方法</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="71"/>
        <source>Preview what is sent</source>
        <translation>送信内容をプレビュー</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="76"/>
        <source>Remove {0}</source>
        <translation>{0} を削除</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="102"/>
        <source>{0}–{1} of {2} {3}</source>
        <translation>{0}–{1} / {2} {3}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="107"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="108"/>
        <source>{0} kB</source>
        <translation>{0} kB</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="109"/>
        <source>~{0} tokens</source>
        <translation>約 {0} トークン</translation>
    </message>
</context>
<context>
    <name>DocumentPreview</name>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="46"/>
        <source>The text that is sent</source>
        <translation>送信されるテキスト</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="59"/>
        <source>First {0}</source>
        <translation>最初の {0}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="60"/>
        <source>Last {0}</source>
        <translation>最後の {0}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="68"/>
        <source>Send {0}</source>
        <translation>送信する{0}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="72"/>
        <source>of {0}</source>
        <translation>/ {0}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="90"/>
        <source>{0} characters</source>
        <translation>{0} 文字</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="92"/>
        <source>~{0} tokens</source>
        <translation>約 {0} トークン</translation>
    </message>
</context>
<context>
    <name>DocumentUnits</name>
    <message>
        <location filename="../../ui/composer/document_units.py" line="11"/>
        <source>page</source>
        <translation>ページ</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="11"/>
        <source>pages</source>
        <translation>ページ</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="13"/>
        <source>sheet</source>
        <translation>シート</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="14"/>
        <source>sheets</source>
        <translation>シート</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="17"/>
        <source>slide</source>
        <translation>スライド</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="18"/>
        <source>slides</source>
        <translation>スライド</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="20"/>
        <source>file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="20"/>
        <source>files</source>
        <translation>ファイル</translation>
    </message>
</context>
<context>
    <name>DocumentsPresenter</name>
    <message>
        <location filename="../../ui/composer/documents.py" line="185"/>
        <source>The text of {0} is no longer stored.</source>
        <translation>{0} のテキストはもう保存されていません。</translation>
    </message>
    <message>
        <location filename="../../ui/composer/documents.py" line="218"/>
        <source>A large document</source>
        <translation>大きなドキュメント</translation>
    </message>
    <message>
        <location filename="../../ui/composer/documents.py" line="220"/>
        <source>Send all</source>
        <translation>すべて送信</translation>
    </message>
    <message>
        <location filename="../../ui/composer/documents.py" line="221"/>
        <source>Choose pages…</source>
        <translation>ページを選択…</translation>
    </message>
</context>
<context>
    <name>Endpoints</name>
    <message>
        <location filename="../../services/endpoints.py" line="129"/>
        <source>Your key is kept in your system keyring ({0}), never in a file.</source>
        <translation>キーはシステムのキーリング ({0}) に保存され、ファイルには保存されません。</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="133"/>
        <source>This computer has no keyring: the key is used for this session only.</source>
        <translation>このコンピューターにはキーリングがありません。キーはこのセッションでのみ使われます。</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="154"/>
        <source>The system keyring did not answer.</source>
        <translation>システムのキーリングが応答しませんでした。</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="162"/>
        <source>COMETDESK_API_KEY (this run only)</source>
        <translation>COMETDESK_API_KEY (今回の起動のみ)</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="136"/>
        <location filename="../../services/endpoints.py" line="195"/>
        <source>{0} The key is used for this session only.</source>
        <translation>{0} キーはこのセッションでのみ使われます。</translation>
    </message>
</context>
<context>
    <name>EndpointsTab</name>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="55"/>
        <source>&lt;b&gt;No other endpoints yet.&lt;/b&gt;&lt;br&gt;An endpoint profile is another OpenAI-compatible server, such as a model server on this computer or another gateway, with its own base URL and key. Once added, it can be chosen for each conversation in the Model section. CometAPI, set on the Account tab, is always there.</source>
        <translation>&lt;b&gt;他のエンドポイントはまだありません。&lt;/b&gt;&lt;br&gt;エンドポイントのプロファイルとは、このコンピューター上のモデルサーバーや別のゲートウェイなど、独自のベース URL とキーを持つ別の OpenAI 互換サーバーです。追加すると、「モデル」セクションで会話ごとに選べます。「アカウント」タブで設定した CometAPI は常に利用できます。</translation>
    </message>
</context>
<context>
    <name>ErrorCard</name>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="420"/>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="421"/>
        <source>Ask again; the failed attempt is kept, folded</source>
        <translation>もう一度リクエストします。失敗した試行は折りたたんで残します</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="427"/>
        <source>Open settings</source>
        <translation>設定を開く</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="433"/>
        <source>Error: {0}</source>
        <translation>エラー: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="447"/>
        <source>The request failed</source>
        <translation>リクエストに失敗しました</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="449"/>
        <source>{0} — is the server running?</source>
        <translation>{0} — サーバーは起動していますか?</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="456"/>
        <source>Start the server, or check the base URL in Settings, then retry.</source>
        <translation>サーバーを起動するか、設定でベース URL を確認してから再試行してください。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="462"/>
        <source>The connection dropped. Check your network, then retry.</source>
        <translation>接続が切れました。ネットワークを確認してから再試行してください。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="468"/>
        <source>The server took too long to answer. Retry in a moment.</source>
        <translation>サーバーの応答に時間がかかりすぎました。少し待ってから再試行してください。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="474"/>
        <source>Check the API key in Settings, then retry.</source>
        <translation>設定で API キーを確認してから再試行してください。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="480"/>
        <source>Top up the account or choose a cheaper model, then retry.</source>
        <translation>アカウントにチャージするか、より安価なモデルを選んでから再試行してください。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="486"/>
        <source>Choose another model, or check the base URL in Settings.</source>
        <translation>別のモデルを選ぶか、設定でベース URL を確認してください。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="492"/>
        <source>Change the parameters or the attachments, then retry.</source>
        <translation>パラメーターまたは添付ファイルを変更してから再試行してください。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="498"/>
        <source>Too many requests for now. Wait a little, then retry.</source>
        <translation>現在リクエストが多すぎます。少し待ってから再試行してください。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="504"/>
        <source>The problem is on the server&apos;s side. Retrying often works.</source>
        <translation>問題はサーバー側にあります。再試行するとうまくいくことがよくあります。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="510"/>
        <source>The reply arrived garbled or broke off. Retry to ask again.</source>
        <translation>返信が崩れて届いたか、途中で途切れました。再試行してもう一度リクエストしてください。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="516"/>
        <source>Retry to ask again.</source>
        <translation>再試行してもう一度リクエストしてください。</translation>
    </message>
</context>
<context>
    <name>Failures</name>
    <message>
        <location filename="../../services/failures.py" line="28"/>
        <location filename="../../services/failures.py" line="37"/>
        <source>The disk is full. Free some space and try again.</source>
        <translation>ディスクがいっぱいです。空き容量を確保してもう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../../services/failures.py" line="31"/>
        <source>Comet Desk may not write there{0}. Check the folder&apos;s permissions.</source>
        <translation>Comet Desk にはその場所{0}への書き込み権限がありません。フォルダーのアクセス許可を確認してください。</translation>
    </message>
    <message>
        <location filename="../../services/failures.py" line="39"/>
        <source>That was too large or too deeply nested to handle; nothing was lost.</source>
        <translation>大きすぎるか入れ子が深すぎるため処理できませんでした。データは失われていません。</translation>
    </message>
    <message>
        <location filename="../../services/failures.py" line="43"/>
        <source>Something went wrong. The details are in the log: {0}</source>
        <translation>問題が発生しました。詳細はログにあります: {0}</translation>
    </message>
    <message>
        <location filename="../../services/failures.py" line="46"/>
        <source>Something went wrong. The details are in the log.</source>
        <translation>問題が発生しました。詳細はログにあります。</translation>
    </message>
</context>
<context>
    <name>FiguresModel</name>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="77"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="78"/>
        <source>First token</source>
        <translation>最初のトークン</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="79"/>
        <source>Tokens/s</source>
        <translation>トークン/秒</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="80"/>
        <source>Input tokens</source>
        <translation>入力トークン</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="81"/>
        <source>Output tokens</source>
        <translation>出力トークン</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="82"/>
        <source>Cost</source>
        <translation>費用</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="83"/>
        <source>Words</source>
        <translation>語数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="84"/>
        <source>Finish</source>
        <translation>終了理由</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="85"/>
        <source>Mean token probability</source>
        <translation>トークンの平均確率</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="90"/>
        <source>The column&apos;s model (a letter while the arena hides the names)</source>
        <translation>この列のモデル (アリーナで名前を隠している間は文字で表示)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="91"/>
        <source>Seconds from sending to the first token of the reply</source>
        <translation>送信から返信の最初のトークンまでの秒数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="92"/>
        <source>Output tokens per second, from the first token to the end</source>
        <translation>1 秒あたりの出力トークン数 (最初のトークンから終わりまで)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="93"/>
        <source>Tokens sent: the prompt and the column&apos;s history</source>
        <translation>送信したトークン: プロンプトとこの列の履歴</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="94"/>
        <source>Tokens generated, reasoning included</source>
        <translation>生成されたトークン (推論を含む)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="95"/>
        <source>What the reply cost, from the catalog&apos;s prices</source>
        <translation>返信の費用 (カタログの価格から算出)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="96"/>
        <source>Length of the answer in words</source>
        <translation>回答の長さ (語数)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="97"/>
        <source>Why the reply ended</source>
        <translation>返信が終わった理由</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="98"/>
        <source>How sure the model was: the mean probability of its tokens</source>
        <translation>モデルの確信度: トークンの平均確率</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="112"/>
        <source>after the vote</source>
        <translation>投票後</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="116"/>
        <source>{0} s</source>
        <translation>{0} 秒</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="122"/>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="146"/>
        <source>First token (s)</source>
        <translation>最初のトークン (秒)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="148"/>
        <source>Cost (USD)</source>
        <translation>費用 (USD)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="153"/>
        <source>stop</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="154"/>
        <source>length (max tokens)</source>
        <translation>長さ (最大トークン数)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="155"/>
        <source>content filter</source>
        <translation>コンテンツフィルター</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="156"/>
        <source>tool calls</source>
        <translation>ツール呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="157"/>
        <source>answering…</source>
        <translation>回答中…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="158"/>
        <source>stopped by you</source>
        <translation>ユーザーが停止</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="159"/>
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="160"/>
        <source>incomplete</source>
        <translation>未完了</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="161"/>
        <source>interrupted</source>
        <translation>中断</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="162"/>
        <source>no reply yet</source>
        <translation>まだ返信なし</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="233"/>
        <source>hidden until the vote</source>
        <translation>投票まで非表示</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="234"/>
        <source>not reported</source>
        <translation>報告なし</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="236"/>
        <source>{0} seconds</source>
        <translation>{0} 秒</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="239"/>
        <source>{0}, best</source>
        <translation>{0} (最良)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="244"/>
        <source>Prices would give the models away: the cost shows after the vote.</source>
        <translation>価格でモデルが分かってしまうため、費用は投票後に表示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="248"/>
        <source>The first to answer</source>
        <translation>最初に回答</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="249"/>
        <source>The fastest</source>
        <translation>最速</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="250"/>
        <source>The cheapest</source>
        <translation>最安</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="265"/>
        <source>{0}. Click to sort.</source>
        <translation>{0}。クリックで並べ替え。</translation>
    </message>
</context>
<context>
    <name>FiguresPanel</name>
    <message>
        <location filename="../../ui/compare/figures.py" line="123"/>
        <location filename="../../ui/compare/figures.py" line="131"/>
        <location filename="../../ui/compare/figures.py" line="132"/>
        <source>Figures</source>
        <translation>数値</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="133"/>
        <source>Show or hide the figures of each column</source>
        <translation>各列の数値を表示/非表示</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="144"/>
        <location filename="../../ui/compare/figures.py" line="279"/>
        <source>Copy as Markdown</source>
        <translation>Markdown としてコピー</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="146"/>
        <source>Copy the whole table as a Markdown table</source>
        <translation>表全体を Markdown の表としてコピー</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="147"/>
        <location filename="../../ui/compare/figures.py" line="280"/>
        <source>Copy as CSV</source>
        <translation>CSV としてコピー</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="149"/>
        <source>Copy the whole table as comma-separated values</source>
        <translation>表全体をカンマ区切り値 (CSV) としてコピー</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="223"/>
        <source>latest exchange of each column</source>
        <translation>各列の最新のやり取り</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="233"/>
        <source>first to answer: {0}</source>
        <translation>最初に回答: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="234"/>
        <source>fastest: {0}</source>
        <translation>最速: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="235"/>
        <source>cheapest: {0}</source>
        <translation>最安: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="271"/>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="285"/>
        <source>Copy this figure</source>
        <translation>この数値をコピー</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="288"/>
        <source>Sort by {0}</source>
        <translation>「{0}」で並べ替え</translation>
    </message>
</context>
<context>
    <name>FiguresTable</name>
    <message>
        <location filename="../../ui/compare/figures.py" line="49"/>
        <source>Figures of the latest exchange</source>
        <translation>最新のやり取りの数値</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="51"/>
        <source>One row per column. Click a column&apos;s header to sort by it.</source>
        <translation>比較の列ごとに 1 行。見出しをクリックするとその項目で並べ替えます。</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="43"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="46"/>
        <source>Capture a &amp;region of the screen</source>
        <translation>画面の一部をキャプチャ(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="51"/>
        <source>Freeze the screen, drag a rectangle, and attach it to the message</source>
        <translation>画面を静止させ、矩形をドラッグして、メッセージに添付します</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="54"/>
        <source>Quick &amp;ask…</source>
        <translation>クイック質問(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="59"/>
        <source>A small window that stays on top: ask one thing, with an image if you like</source>
        <translation>常に手前に表示される小さなウィンドウ: 1 つだけ質問できます (画像の添付も可)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="62"/>
        <source>&amp;Describe images…</source>
        <translation>画像を説明(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="67"/>
        <source>Describe a folder of images: alt text, captions, text or tags, to a file</source>
        <translation>フォルダー内の画像を説明: 代替テキスト、キャプション、テキスト、タグをファイルに出力</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="71"/>
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="74"/>
        <source>Import a Comet Desk export or a ChatGPT conversations.json</source>
        <translation>Comet Desk のエクスポートまたは ChatGPT の conversations.json をインポート</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="76"/>
        <source>Export all as &amp;JSON…</source>
        <translation>すべて JSON でエクスポート(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="78"/>
        <source>Export all as &amp;Markdown…</source>
        <translation>すべて Markdown でエクスポート(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="80"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="86"/>
        <source>&amp;Sync and backups…</source>
        <translation>同期とバックアップ(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="89"/>
        <source>Keep this history in step with your other machines, end-to-end encrypted</source>
        <translation>この履歴をほかのデバイスと同期します (エンドツーエンド暗号化)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="94"/>
        <source>&amp;Tools</source>
        <translation>ツール(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="95"/>
        <source>MCP servers and tools…</source>
        <translation>MCP サーバーとツール…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="98"/>
        <source>&amp;Prompts…</source>
        <translation>プロンプト(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="101"/>
        <source>Saved prompts: type / at the start of the message box to use one</source>
        <translation>保存したプロンプト: 入力欄の先頭で / を入力すると使えます</translation>
    </message>
</context>
<context>
    <name>FirstRunSheet</name>
    <message>
        <location filename="../../ui/settings/first_run.py" line="102"/>
        <source>Paste an API key to start chatting. Comet Desk talks to CometAPI or any OpenAI-compatible endpoint.</source>
        <translation>チャットを始めるには API キーを貼り付けてください。Comet Desk は CometAPI や任意の OpenAI 互換エンドポイントと通信します。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="119"/>
        <location filename="../../ui/settings/first_run.py" line="273"/>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="136"/>
        <source>No key yet? Create one in the &lt;a href=&quot;{url}&quot;&gt;CometAPI console&lt;/a&gt;.</source>
        <translation>キーをお持ちでない場合は、&lt;a href=&quot;{url}&quot;&gt;CometAPI コンソール&lt;/a&gt;で作成できます。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="174"/>
        <source>Change it for another OpenAI-compatible endpoint; more can be added later in Settings.</source>
        <translation>別の OpenAI 互換エンドポイントを使う場合は変更してください。後から設定でさらに追加できます。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="251"/>
        <source>Checking…</source>
        <translation>確認中…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="273"/>
        <source>Hide</source>
        <translation>非表示</translation>
    </message>
</context>
<context>
    <name>GlobalShortcuts</name>
    <message>
        <location filename="../../ui/settings/global_shortcuts.py" line="52"/>
        <source>Quick ask</source>
        <translation>クイック質問</translation>
    </message>
    <message>
        <location filename="../../ui/settings/global_shortcuts.py" line="55"/>
        <source>Capture a region of the screen</source>
        <translation>画面の一部をキャプチャ</translation>
    </message>
    <message>
        <location filename="../../ui/settings/global_shortcuts.py" line="62"/>
        <source>This desktop offers no shortcut service (the XDG GlobalShortcuts portal).</source>
        <translation>このデスクトップにはショートカットサービス (XDG GlobalShortcuts ポータル) がありません。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/global_shortcuts.py" line="254"/>
        <source>The desktop&apos;s shortcut service stopped answering.</source>
        <translation>デスクトップのショートカットサービスが応答しなくなりました。</translation>
    </message>
</context>
<context>
    <name>ImageViewer</name>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="26"/>
        <source>&amp;Fit to window</source>
        <translation>ウィンドウに合わせる(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="33"/>
        <source>This image could not be shown.</source>
        <translation>この画像は表示できませんでした。</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="35"/>
        <source>{0}×{1} pixels</source>
        <translation>{0}×{1} ピクセル</translation>
    </message>
</context>
<context>
    <name>LeaderboardDialog</name>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="78"/>
        <source>All time</source>
        <translation>全期間</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="79"/>
        <source>Last 30 days</source>
        <translation>過去 30 日</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="80"/>
        <source>Last 7 days</source>
        <translation>過去 7 日</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="91"/>
        <source>Your leaderboard</source>
        <translation>あなたのランキング</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="97"/>
        <source>Period</source>
        <translation>期間</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="106"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="107"/>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="108"/>
        <source>95% interval</source>
        <translation>95% 区間</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="109"/>
        <source>Votes</source>
        <translation>投票数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="110"/>
        <source>Wins</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="115"/>
        <source>Export CSV…</source>
        <translation>CSV をエクスポート…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="123"/>
        <source>Ratings are Bradley–Terry strengths from your blind votes, on an Elo-like scale (1000 = average); the interval comes from resampling your votes.</source>
        <translation>レーティングはブラインド投票から求めた Bradley–Terry の強さで、Elo に似た尺度 (1000 = 平均) です。区間は投票の再標本化から求めています。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="144"/>
        <source>Computing…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="160"/>
        <source>{0} vote(s)</source>
        <translation>{0} 票</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="165"/>
        <source>Export leaderboard</source>
        <translation>ランキングをエクスポート</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="165"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/shell/main_window.py" line="62"/>
        <location filename="../../ui/shell/main_window.py" line="64"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.py" line="65"/>
        <source>Endpoints, keys and preferences (Ctrl+,)</source>
        <translation>エンドポイント、キー、環境設定 (Ctrl+,)</translation>
    </message>
</context>
<context>
    <name>MessageActions</name>
    <message>
        <location filename="../../services/message_actions.py" line="107"/>
        <source>Previous version</source>
        <translation>前のバージョン</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="114"/>
        <source>Next version</source>
        <translation>次のバージョン</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="119"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="122"/>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="127"/>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="131"/>
        <source>Regenerate</source>
        <translation>再生成</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="134"/>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="138"/>
        <source>Show token probabilities</source>
        <translation>トークンの確率を表示</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="144"/>
        <source>Hide token probabilities</source>
        <translation>トークンの確率を非表示</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="150"/>
        <source>Copy as plain text</source>
        <translation>プレーンテキストとしてコピー</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="157"/>
        <source>Fork from here</source>
        <translation>ここから分岐</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="164"/>
        <source>Save as prompt</source>
        <translation>プロンプトとして保存</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="171"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
</context>
<context>
    <name>MessageBody</name>
    <message>
        <location filename="../../ui/transcript/message_body.py" line="121"/>
        <source>Show all ({0} KB)</source>
        <translation>すべて表示 ({0} KB)</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="121"/>
        <location filename="../../ui/transcript/message_widget.py" line="704"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="122"/>
        <source>Message from {0}</source>
        <translation>{0} からのメッセージ</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="218"/>
        <source>Editing in the box below</source>
        <translation>下の入力欄で編集中</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="219"/>
        <source>Being edited</source>
        <translation>編集中</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="225"/>
        <source>{0} pages</source>
        <translation>{0} ページ</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="226"/>
        <source>as page images</source>
        <translation>ページ画像として</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="226"/>
        <source>as the file</source>
        <translation>ファイルとして</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="233"/>
        <source>Document {0}: show its text</source>
        <translation>ドキュメント {0}: テキストを表示</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="234"/>
        <source>Show the text that was sent</source>
        <translation>送信したテキストを表示</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="245"/>
        <source>Assistant</source>
        <translation>アシスタント</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="268"/>
        <source>Sources</source>
        <translation>出典</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="287"/>
        <source>1 failed attempt</source>
        <translation>失敗した試行 1 回</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="289"/>
        <source>{0} failed attempts</source>
        <translation>失敗した試行 {0} 回</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="298"/>
        <source>Attempt {0} · {1} — {2}</source>
        <translation>試行 {0} · {1} — {2}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="301"/>
        <source>it failed</source>
        <translation>失敗しました</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="306"/>
        <source>What had arrived: {0}</source>
        <translation>届いていた内容: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="336"/>
        <source>Thinking… {0}</source>
        <translation>思考中… {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="339"/>
        <source>Thinking ({0} words)</source>
        <translation>思考 ({0} 語)</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="353"/>
        <source>Arguments:</source>
        <translation>引数:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="357"/>
        <source>Result:</source>
        <translation>結果:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="360"/>
        <source>(and {0} more characters)</source>
        <translation>(さらに {0} 文字)</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="377"/>
        <source>done in {0} s</source>
        <translation>{0} 秒で完了</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="378"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="379"/>
        <source>denied</source>
        <translation>拒否</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="380"/>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="382"/>
        <source>not run</source>
        <translation>未実行</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="384"/>
        <source>Tool {0} · {1}</source>
        <translation>ツール {0} · {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="528"/>
        <source>Copy code block {0} ({1})</source>
        <translation>コードブロック {0} をコピー ({1})</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="536"/>
        <source>{0} for all {1} answers</source>
        <translation>{0} (回答 {1} 件の合計)</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="538"/>
        <source>usage with answer 1</source>
        <translation>使用量は回答 1 に表示</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="610"/>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="610"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
</context>
<context>
    <name>ModelPopup</name>
    <message>
        <location filename="../../ui/common/model_search.py" line="60"/>
        <source>Search models</source>
        <translation>モデルを検索</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="61"/>
        <source>Search models…</source>
        <translation>モデルを検索…</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="65"/>
        <source>Models</source>
        <translation>モデル</translation>
    </message>
</context>
<context>
    <name>ModelSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="138"/>
        <location filename="../../ui/inspector/sections.py" line="174"/>
        <location filename="../../ui/inspector/sections.py" line="176"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="143"/>
        <source>Which endpoint this conversation talks to</source>
        <translation>この会話が使うエンドポイント</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="157"/>
        <source>Favourite model</source>
        <translation>お気に入りのモデル</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="159"/>
        <source>Favourite models are listed first</source>
        <translation>お気に入りのモデルが先頭に表示されます</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="173"/>
        <source>Endpoint</source>
        <translation>エンドポイント</translation>
    </message>
</context>
<context>
    <name>ModelsPresenter</name>
    <message>
        <location filename="../../ui/inspector/models.py" line="190"/>
        <source>Could not load the model list: {0}</source>
        <translation>モデル一覧を読み込めませんでした: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="207"/>
        <source>Balance: unlimited</source>
        <translation>残高: 無制限</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="209"/>
        <source>Balance: ${0:,.2f}</source>
        <translation>残高: ${0:,.2f}</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="234"/>
        <source>Save preset</source>
        <translation>プリセットを保存</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="234"/>
        <source>Preset name:</source>
        <translation>プリセット名:</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="241"/>
        <source>Saved preset “{0}”.</source>
        <translation>プリセット「{0}」を保存しました。</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="250"/>
        <source>Applied preset “{0}”.</source>
        <translation>プリセット「{0}」を適用しました。</translation>
    </message>
</context>
<context>
    <name>ModelsTab</name>
    <message>
        <location filename="../../ui/settings/preferences.py" line="177"/>
        <source>Give new chats a short title (asks a small, cheap model after the first reply)</source>
        <translation>新しいチャットに短いタイトルを付ける (最初の返信の後に小さく安価なモデルに依頼します)</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="189"/>
        <source>Automatic: a small, cheap model the endpoint serves</source>
        <translation>自動: エンドポイントが提供する小さく安価なモデル</translation>
    </message>
</context>
<context>
    <name>OutputSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="218"/>
        <source>Output</source>
        <translation>出力</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="222"/>
        <source>Default</source>
        <translation>既定</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="225"/>
        <source>low</source>
        <translation>low</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="226"/>
        <source>medium</source>
        <translation>medium</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="227"/>
        <source>high</source>
        <translation>high</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="235"/>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="236"/>
        <source>JSON object</source>
        <translation>JSON オブジェクト</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="237"/>
        <location filename="../../ui/inspector/sections.py" line="255"/>
        <source>JSON schema</source>
        <translation>JSON スキーマ</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="241"/>
        <source>Show probabilities</source>
        <translation>確率を表示</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="244"/>
        <source>Ask for each token&apos;s probability and its 5 likeliest alternatives; a reply&apos;s More actions then shows them</source>
        <translation>各トークンの確率と、可能性の高い他の候補 5 つを要求します。返信の「その他の操作」から表示できます</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="249"/>
        <source>Max tokens</source>
        <translation>最大トークン</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="250"/>
        <source>Answers (n)</source>
        <translation>回答数 (n)</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="252"/>
        <source>Reasoning effort</source>
        <translation>推論の強さ</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="253"/>
        <source>Verbosity</source>
        <translation>詳しさ</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="254"/>
        <source>Response format</source>
        <translation>応答形式</translation>
    </message>
</context>
<context>
    <name>ParamInputs</name>
    <message>
        <location filename="../../domain/params.py" line="133"/>
        <source>{0} must be a number from {1} to {2}.</source>
        <translation>{0} は {1} から {2} までの数値にしてください。</translation>
    </message>
    <message>
        <location filename="../../domain/params.py" line="144"/>
        <source>{0} must be a whole number of at least {1}.</source>
        <translation>{0} は {1} 以上の整数にしてください。</translation>
    </message>
    <message>
        <location filename="../../domain/params.py" line="146"/>
        <source>{0} must be a whole number from {1} to {2}.</source>
        <translation>{0} は {1} から {2} までの整数にしてください。</translation>
    </message>
    <message>
        <location filename="../../domain/params.py" line="155"/>
        <source>{0} must be a whole number.</source>
        <translation>{0} は整数にしてください。</translation>
    </message>
    <message>
        <location filename="../../domain/params.py" line="162"/>
        <source>{0} must be one of: {1}.</source>
        <translation>{0} は次のいずれかにしてください: {1}。</translation>
    </message>
    <message>
        <location filename="../../domain/params.py" line="170"/>
        <source>Stop sequences must be text.</source>
        <translation>停止シーケンスはテキストにしてください。</translation>
    </message>
    <message>
        <location filename="../../domain/params.py" line="172"/>
        <source>At most {0} stop sequences; there are {1}.</source>
        <translation>停止シーケンスは最大 {0} 個までです (現在 {1} 個)。</translation>
    </message>
    <message>
        <location filename="../../domain/params.py" line="190"/>
        <source>The response format must be {&quot;type&quot;: &quot;json_object&quot;} or {&quot;type&quot;: &quot;json_schema&quot;, &quot;json_schema&quot;: {&quot;name&quot;: …, &quot;schema&quot;: {…}}}.</source>
        <translation>応答形式は {&quot;type&quot;: &quot;json_object&quot;} または {&quot;type&quot;: &quot;json_schema&quot;, &quot;json_schema&quot;: {&quot;name&quot;: …, &quot;schema&quot;: {…}}} にしてください。</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="52"/>
        <source>{0} is not valid JSON: {1}</source>
        <translation>{0} は有効な JSON ではありません: {1}</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="60"/>
        <source>The extra body</source>
        <translation>追加のリクエストボディ</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="64"/>
        <source>The extra body must be a JSON object { … }.</source>
        <translation>追加のリクエストボディは JSON オブジェクト { … } である必要があります。</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="75"/>
        <source>The JSON schema</source>
        <translation>JSON スキーマ</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="79"/>
        <source>The JSON schema must be a JSON object { … }.</source>
        <translation>JSON スキーマは JSON オブジェクト { … } である必要があります。</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="88"/>
        <source>The JSON schema is not a valid schema: {0}</source>
        <translation>JSON スキーマが有効なスキーマではありません: {0}</translation>
    </message>
</context>
<context>
    <name>ParamSupport</name>
    <message>
        <location filename="../../api/param_support.py" line="22"/>
        <source>{0} does not return token probabilities.</source>
        <translation>{0} はトークンの確率を返しません。</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="26"/>
        <source>Only o-series and GPT-5.1+ models take a reasoning effort.</source>
        <translation>推論の強さを指定できるのは o シリーズと GPT-5.1 以降のモデルのみです。</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="30"/>
        <source>Only GPT-5 models take a verbosity.</source>
        <translation>詳しさを指定できるのは GPT-5 モデルのみです。</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="32"/>
        <source>{0} returns one answer per request.</source>
        <translation>{0} は 1 回のリクエストにつき 1 つの回答しか返しません。</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="36"/>
        <source>The Responses API does not take this parameter.</source>
        <translation>Responses API はこのパラメーターに対応していません。</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="39"/>
        <source>Web search runs on the Responses API: choose it under API.</source>
        <translation>Web 検索は Responses API で動作します。「API」で Responses を選んでください。</translation>
    </message>
    <message>
        <location filename="../../api/request_params.py" line="20"/>
        <source>{0} not sent (the Responses API does not accept it)</source>
        <translation>{0} は送信されません（Responses API が受け付けないため）</translation>
    </message>
    <message>
        <location filename="../../api/request_params.py" line="51"/>
        <source>n not sent (the Responses API gives one answer)</source>
        <translation>n は送信されません (Responses API は回答を 1 つしか返しません)</translation>
    </message>
    <message>
        <location filename="../../services/chat_session.py" line="44"/>
        <source>n not sent (a reply that uses tools gives one answer)</source>
        <translation>n は送信されません (ツールを使う返信は回答を 1 つしか返しません)</translation>
    </message>
</context>
<context>
    <name>ParameterPanel</name>
    <message>
        <location filename="../../ui/inspector/panel.py" line="84"/>
        <location filename="../../ui/inspector/panel.py" line="129"/>
        <source>Parameters</source>
        <translation>パラメーター</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="87"/>
        <location filename="../../ui/inspector/panel.py" line="88"/>
        <source>Presets</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="89"/>
        <source>Named sets of model, parameters and system prompt</source>
        <translation>モデル・パラメーター・システムプロンプトの名前付きセット</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="227"/>
        <source>No models loaded: check the key in Settings, or type one</source>
        <translation>モデルを読み込めていません: 設定でキーを確認するか、モデル名を入力してください</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="28"/>
        <source>vision</source>
        <translation>画像対応</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="29"/>
        <source>reasoning</source>
        <translation>推論</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="30"/>
        <source>tools</source>
        <translation>ツール</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="35"/>
        <source>{0}k context</source>
        <translation>コンテキスト {0}k</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="39"/>
        <source>${0:g} / ${1:g} per 1M</source>
        <translation>${0:g} / ${1:g} (100 万トークンあたり)</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="445"/>
        <source>Save current settings as preset…</source>
        <translation>現在の設定をプリセットとして保存…</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="448"/>
        <source>Default for new chats</source>
        <translation>新しいチャットの既定</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="450"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="454"/>
        <source>Delete preset</source>
        <translation>プリセットを削除</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="463"/>
        <source>Adjusted for this model:</source>
        <translation>このモデル向けに調整:</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="133"/>
        <location filename="../../ui/inspector/panel.py" line="254"/>
        <source>“{0}” is not served by this endpoint: a message sent with it would fail.</source>
        <translation>「{0}」はこのエンドポイントでは提供されていません。このモデルで送信したメッセージは失敗します。</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="137"/>
        <location filename="../../ui/inspector/panel.py" line="257"/>
        <source>Use {0} instead</source>
        <translation>代わりに {0} を使う</translation>
    </message>
</context>
<context>
    <name>PromptDialog</name>
    <message>
        <location filename="../../ui/prompts/prompt_dialog.py" line="27"/>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/prompt_dialog.py" line="30"/>
        <source>Prompt text</source>
        <translation>プロンプトの文面</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/prompt_dialog.py" line="33"/>
        <source>Write {{name}} where something changes each time you use it.</source>
        <translation>使うたびに変わる部分には {{name}} と書きます。</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/prompt_dialog.py" line="43"/>
        <source>&amp;Title:</source>
        <translation>タイトル(&amp;T):</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/prompt_dialog.py" line="45"/>
        <source>T&amp;ext:</source>
        <translation>テキスト(&amp;E):</translation>
    </message>
</context>
<context>
    <name>PromptFillForm</name>
    <message>
        <location filename="../../ui/prompts/fill_form.py" line="29"/>
        <source>Fill in the prompt “{0}”</source>
        <translation>プロンプト「{0}」に入力</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/fill_form.py" line="31"/>
        <source>Fill in “{0}”</source>
        <translation>「{0}」に入力</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/fill_form.py" line="42"/>
        <source>The value of {{{0}}} in the prompt</source>
        <translation>プロンプト内の {{{0}}} の値</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/fill_form.py" line="50"/>
        <source>Insert</source>
        <translation>挿入</translation>
    </message>
</context>
<context>
    <name>PromptManager</name>
    <message>
        <location filename="../../ui/prompts/manager.py" line="41"/>
        <source>Prompts</source>
        <translation>プロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="44"/>
        <source>Type / at the start of the message box to use one. {{name}} in a prompt is asked for when it is used.</source>
        <translation>入力欄の先頭で / を入力するとプロンプトを使えます。プロンプト内の {{name}} は、使うときに入力を求められます。</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="52"/>
        <source>Saved prompts</source>
        <translation>保存したプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="53"/>
        <source>&amp;New…</source>
        <translation>新規(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="55"/>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="57"/>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="59"/>
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="61"/>
        <source>Add the prompts of an exported JSON file</source>
        <translation>エクスポートした JSON ファイルのプロンプトを追加</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="62"/>
        <source>E&amp;xport…</source>
        <translation>エクスポート(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="64"/>
        <source>Save all prompts to a JSON file</source>
        <translation>すべてのプロンプトを JSON ファイルに保存</translation>
    </message>
</context>
<context>
    <name>PromptPicker</name>
    <message>
        <location filename="../../ui/prompts/picker.py" line="115"/>
        <source>Prompt library</source>
        <translation>プロンプトライブラリ</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="119"/>
        <location filename="../../ui/prompts/picker.py" line="123"/>
        <source>Prompts</source>
        <translation>プロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="125"/>
        <source>Type after the slash to search; Up and Down move, Enter uses the prompt</source>
        <translation>スラッシュに続けて入力すると検索します。上下キーで移動、Enter でプロンプトを使用します</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="134"/>
        <source>No prompt matches. Tools ▸ Prompts… adds one.</source>
        <translation>一致するプロンプトはありません。「ツール ▸ プロンプト…」で追加できます。</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="137"/>
        <source>↑↓ move · Enter uses · Esc closes</source>
        <translation>↑↓ 移動 · Enter 使用 · Esc 閉じる</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="220"/>
        <source>No prompt matches</source>
        <translation>一致するプロンプトはありません</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="222"/>
        <source>{0}, {1} of {2}</source>
        <translation>{0}、{2} 件中 {1} 件目</translation>
    </message>
</context>
<context>
    <name>PromptSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="346"/>
        <location filename="../../ui/inspector/sections.py" line="349"/>
        <source>System prompt</source>
        <translation>システムプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="350"/>
        <source>Optional instructions for the model</source>
        <translation>モデルへの指示 (任意)</translation>
    </message>
</context>
<context>
    <name>PromptsPresenter</name>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="180"/>
        <source>Save as prompt</source>
        <translation>プロンプトとして保存</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="195"/>
        <source>Saved the prompt “{0}”.</source>
        <translation>プロンプト「{0}」を保存しました。</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="224"/>
        <source>New prompt</source>
        <translation>新しいプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="227"/>
        <source>Edit prompt</source>
        <translation>プロンプトを編集</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="239"/>
        <source>Deleted the prompt “{0}”.</source>
        <translation>プロンプト「{0}」を削除しました。</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="244"/>
        <source>Import prompts</source>
        <translation>プロンプトをインポート</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="246"/>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="258"/>
        <source>Could not import prompts: {0}</source>
        <translation>プロンプトをインポートできませんでした: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="263"/>
        <source>Imported {0} prompts.</source>
        <translation>{0} 件のプロンプトをインポートしました。</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="269"/>
        <source>Export prompts</source>
        <translation>プロンプトをエクスポート</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="271"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="282"/>
        <source>Could not export prompts: {0}</source>
        <translation>プロンプトをエクスポートできませんでした: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="285"/>
        <source>Exported {0} prompts.</source>
        <translation>{0} 件のプロンプトをエクスポートしました。</translation>
    </message>
</context>
<context>
    <name>ProviderMark</name>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="98"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
</context>
<context>
    <name>QuickPresenter</name>
    <message>
        <location filename="../../ui/quick/presenter.py" line="152"/>
        <source>No model chosen</source>
        <translation>モデル未選択</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="187"/>
        <source>The clipboard no longer holds an image.</source>
        <translation>クリップボードに画像がなくなりました。</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="190"/>
        <source>copied image</source>
        <translation>コピーした画像</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="220"/>
        <source>The image is still being prepared; ask in a moment.</source>
        <translation>画像をまだ準備しています。少し待ってから質問してください。</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="224"/>
        <source>Choose a model in Comet Desk first.</source>
        <translation>先に Comet Desk でモデルを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="227"/>
        <source>Add your API key in Comet Desk&apos;s settings first.</source>
        <translation>先に Comet Desk の設定で API キーを追加してください。</translation>
    </message>
</context>
<context>
    <name>QuickWindow</name>
    <message>
        <location filename="../../ui/quick/window.py" line="55"/>
        <location filename="../../ui/quick/window.py" line="56"/>
        <source>Quick ask</source>
        <translation>クイック質問</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="70"/>
        <source>Ask anything…</source>
        <translation>何でも聞いてください…</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="71"/>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="76"/>
        <source>Capture a region of the screen</source>
        <translation>画面の一部をキャプチャ</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="83"/>
        <source>Ask (Enter)</source>
        <translation>質問 (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="85"/>
        <source>Ask</source>
        <translation>質問</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="90"/>
        <source>Stop the answer</source>
        <translation>回答を停止</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="92"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="105"/>
        <location filename="../../ui/quick/window.py" line="107"/>
        <source>Attach the copied image</source>
        <translation>コピーした画像を添付</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="123"/>
        <source>Esc hides this window</source>
        <translation>Esc でこのウィンドウを隠す</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="125"/>
        <source>New question</source>
        <translation>新しい質問</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="129"/>
        <source>Open in Comet Desk</source>
        <translation>Comet Desk で開く</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="163"/>
        <source>The model chosen in Comet Desk</source>
        <translation>Comet Desk で選択されているモデル</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <location filename="../../storage/recovery.py" line="76"/>
        <source>The search index of your history was damaged and has been rebuilt; nothing was lost. A copy of the damaged file was kept as {0}.</source>
        <translation>履歴の検索インデックスが破損していたため再構築しました。データは失われていません。破損したファイルのコピーを {0} に保存しました。</translation>
    </message>
    <message>
        <location filename="../../storage/recovery.py" line="82"/>
        <source>Your history database was damaged. Recovered {0} of {1} conversations and {2} of {3} messages into a new database; the damaged file was kept as {4}.</source>
        <translation>履歴データベースが破損していました。{1} 件中 {0} 件の会話と {3} 件中 {2} 件のメッセージを新しいデータベースに復元しました。破損したファイルは {4} に保存しました。</translation>
    </message>
    <message>
        <location filename="../../storage/recovery.py" line="295"/>
        <source>Recovered conversation {0}</source>
        <translation>復元した会話 {0}</translation>
    </message>
</context>
<context>
    <name>ReplyStream</name>
    <message>
        <location filename="../../ui/transcript/reply_stream.py" line="179"/>
        <source>first token {0} s</source>
        <translation>最初のトークンまで {0} 秒</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_stream.py" line="182"/>
        <source>{0} tokens/s</source>
        <translation>{0} トークン/秒</translation>
    </message>
</context>
<context>
    <name>RetryCountdown</name>
    <message>
        <location filename="../../ui/common/status_bus.py" line="112"/>
        <source>{0}. Trying again in {1} s — Esc cancels.</source>
        <translation>{0}。{1} 秒後に再試行します — Esc でキャンセル。</translation>
    </message>
</context>
<context>
    <name>SamplingSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="200"/>
        <source>Sampling</source>
        <translation>サンプリング</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="207"/>
        <source>One per line, up to 4</source>
        <translation>1 行に 1 つ、最大 4 つ</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="208"/>
        <source>Temperature</source>
        <translation>Temperature</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="209"/>
        <source>Top P</source>
        <translation>Top P</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="210"/>
        <source>Presence penalty</source>
        <translation>Presence penalty</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="211"/>
        <source>Frequency penalty</source>
        <translation>Frequency penalty</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="212"/>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="213"/>
        <source>Stop sequences</source>
        <translation>停止シーケンス</translation>
    </message>
</context>
<context>
    <name>Section</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="99"/>
        <location filename="../../ui/inspector/sections.py" line="110"/>
        <source>Default</source>
        <translation>既定</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ui/settings/first_run.py" line="79"/>
        <source>Welcome to Comet Desk</source>
        <translation>Comet Desk へようこそ</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="82"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="88"/>
        <source>Settings sections</source>
        <translation>設定の項目</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="102"/>
        <source>Account</source>
        <translation>アカウント</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="103"/>
        <source>Endpoints</source>
        <translation>エンドポイント</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="104"/>
        <source>General</source>
        <translation>一般</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="105"/>
        <source>Models</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="106"/>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="118"/>
        <source>Save settings</source>
        <translation>設定を保存</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="38"/>
        <source>Comet Desk talks to CometAPI or any OpenAI-compatible endpoint. Paste your API key below; you can create one in the &lt;a href=&quot;{url}&quot;&gt;CometAPI console&lt;/a&gt;.</source>
        <translation>Comet Desk は CometAPI や任意の OpenAI 互換エンドポイントと通信します。下に API キーを貼り付けてください。キーは &lt;a href=&quot;{url}&quot;&gt;CometAPI コンソール&lt;/a&gt;で作成できます。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="46"/>
        <location filename="../../ui/settings/first_run.py" line="161"/>
        <source>API base URL</source>
        <translation>API のベース URL</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="50"/>
        <location filename="../../ui/settings/first_run.py" line="169"/>
        <source>Set by COMETDESK_BASE_URL for this run; not saved.</source>
        <translation>今回の起動では COMETDESK_BASE_URL で指定されています。保存されません。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="54"/>
        <location filename="../../ui/settings/account.py" line="87"/>
        <location filename="../../ui/settings/endpoints.py" line="109"/>
        <location filename="../../ui/settings/first_run.py" line="111"/>
        <location filename="../../ui/settings/first_run.py" line="115"/>
        <source>API key</source>
        <translation>API キー</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="57"/>
        <source>Stored in {where}; type to replace</source>
        <translation>{where} に保存済み。入力すると置き換えます</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="61"/>
        <location filename="../../ui/settings/first_run.py" line="117"/>
        <source>sk-…</source>
        <translation>sk-…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="64"/>
        <location filename="../../ui/settings/account.py" line="68"/>
        <source>Forget the stored key</source>
        <translation>保存されたキーを削除</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="86"/>
        <location filename="../../ui/settings/dialog.py" line="131"/>
        <location filename="../../ui/settings/endpoints.py" line="108"/>
        <location filename="../../ui/settings/first_run.py" line="157"/>
        <location filename="../../ui/settings/presenter.py" line="238"/>
        <source>Base URL</source>
        <translation>ベース URL</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="46"/>
        <source>Other OpenAI-compatible endpoints: a local server, another gateway. Each has its own key in the system keyring and can be chosen per conversation.</source>
        <translation>他の OpenAI 互換エンドポイント (ローカルサーバー、別のゲートウェイなど)。それぞれシステムのキーリングに専用のキーを持ち、会話ごとに選べます。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="71"/>
        <source>Endpoint profiles</source>
        <translation>エンドポイントのプロファイル</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="72"/>
        <location filename="../../ui/settings/endpoints.py" line="74"/>
        <source>Add endpoint</source>
        <translation>エンドポイントを追加</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="75"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="77"/>
        <source>Remove endpoint</source>
        <translation>エンドポイントを削除</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="80"/>
        <source>Endpoint name</source>
        <translation>エンドポイント名</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="83"/>
        <source>Endpoint base URL</source>
        <translation>エンドポイントのベース URL</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="87"/>
        <source>Endpoint API key</source>
        <translation>エンドポイントの API キー</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="107"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="69"/>
        <location filename="../../ui/settings/preferences.py" line="135"/>
        <source>Send with</source>
        <translation>送信キー</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="71"/>
        <source>Enter (Shift+Enter: new line)</source>
        <translation>Enter (Shift+Enter: 改行)</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="72"/>
        <source>Ctrl+Enter (Enter: new line)</source>
        <translation>Ctrl+Enter (Enter: 改行)</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="79"/>
        <location filename="../../ui/settings/preferences.py" line="136"/>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="81"/>
        <source>Follow the system</source>
        <translation>システムに合わせる</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="82"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="83"/>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="90"/>
        <location filename="../../ui/settings/preferences.py" line="137"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="91"/>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="95"/>
        <source>A new language applies after a restart.</source>
        <translation>新しい言語は再起動後に適用されます。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="99"/>
        <location filename="../../ui/settings/preferences.py" line="138"/>
        <source>Text size</source>
        <translation>文字サイズ</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="101"/>
        <source>Default</source>
        <translation>既定</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="102"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="105"/>
        <source>Show token counts under replies</source>
        <translation>返信の下にトークン数を表示</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="110"/>
        <source>Send an anonymous safety identifier</source>
        <translation>匿名の安全識別子を送信</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="114"/>
        <source>A hash of a random id of this data folder (never your name or key), so the provider can tell abuse from one person apart from everyone else&apos;s.</source>
        <translation>このデータフォルダーのランダムな ID のハッシュです (名前やキーは含みません)。プロバイダーが、ある一人による不正利用を他の利用者と区別できるようにします。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="125"/>
        <source>Open folder</source>
        <translation>フォルダーを開く</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="127"/>
        <source>Open the data folder</source>
        <translation>データフォルダーを開く</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="141"/>
        <source>Data folder</source>
        <translation>データフォルダー</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="168"/>
        <location filename="../../ui/settings/preferences.py" line="240"/>
        <source>Default model</source>
        <translation>既定のモデル</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="172"/>
        <location filename="../../ui/settings/preferences.py" line="241"/>
        <source>Default system prompt</source>
        <translation>既定のシステムプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="184"/>
        <source>Automatic titles</source>
        <translation>自動タイトル</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="194"/>
        <source>Model for titles</source>
        <translation>タイトル用のモデル</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="201"/>
        <source>Stream timeout in seconds</source>
        <translation>ストリームのタイムアウト (秒)</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="204"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="207"/>
        <source>How long a reply may stay silent before it is given up. Reasoning models can think for minutes before their first word.</source>
        <translation>返信が途切れてから諦めるまでの時間。推論モデルは最初の 1 語までに数分考えることがあります。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="216"/>
        <source>Image size policy</source>
        <translation>画像サイズの方針</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="219"/>
        <source>Best for high detail (long ≤ 2048, short ≤ 768)</source>
        <translation>高詳細向け (長辺 ≤ 2048、短辺 ≤ 768)</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="222"/>
        <source>Fit 2048 px</source>
        <translation>2048 px に収める</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="223"/>
        <source>Fit 1568 px</source>
        <translation>1568 px に収める</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="224"/>
        <source>Fit 768 px</source>
        <translation>768 px に収める</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="225"/>
        <source>Original size (metadata still removed)</source>
        <translation>元のサイズ (メタデータは削除)</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="232"/>
        <source>Quick prompts for images</source>
        <translation>画像用のクイックプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="235"/>
        <source>One prompt per line</source>
        <translation>1 行に 1 プロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="243"/>
        <source>Title model</source>
        <translation>タイトルのモデル</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="244"/>
        <source>Stream timeout</source>
        <translation>ストリームのタイムアウト</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="245"/>
        <source>Images</source>
        <translation>画像</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="246"/>
        <source>Image quick prompts</source>
        <translation>画像のクイックプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="30"/>
        <location filename="../../ui/settings/network.py" line="57"/>
        <source>Proxy</source>
        <translation>プロキシ</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="31"/>
        <source>empty: the system proxy</source>
        <translation>空欄: システムのプロキシ</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="33"/>
        <source>http://host:port, https://host:port or socks5://host:port</source>
        <translation>http://ホスト:ポート、https://ホスト:ポート、または socks5://ホスト:ポート</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="37"/>
        <source>Extra CA certificates</source>
        <translation>追加の CA 証明書</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="39"/>
        <source>a PEM file, for corporate proxies</source>
        <translation>PEM ファイル (企業プロキシ用)</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="41"/>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="43"/>
        <source>Choose a CA certificate file</source>
        <translation>CA 証明書ファイルを選択</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="46"/>
        <source>Certificates are always verified; this file adds to the trusted ones.</source>
        <translation>証明書は常に検証されます。このファイルは信頼する証明書に追加されます。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="58"/>
        <location filename="../../ui/settings/network.py" line="64"/>
        <source>CA certificates</source>
        <translation>CA 証明書</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="150"/>
        <source>Local server</source>
        <translation>ローカルサーバー</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="190"/>
        <source>Stored in the keyring; type to replace</source>
        <translation>キーリングに保存済み。入力すると置き換えます</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="192"/>
        <source>optional: local servers often need none</source>
        <translation>任意: ローカルサーバーでは不要なことが多いです</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="202"/>
        <source>Endpoint</source>
        <translation>エンドポイント</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="66"/>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>証明書 (*.pem *.crt *.cer);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>SettingsPresenter</name>
    <message>
        <location filename="../../ui/settings/presenter.py" line="194"/>
        <location filename="../../ui/settings/presenter.py" line="253"/>
        <source>That key was rejected by {0}. Check it and try again.</source>
        <translation>そのキーは {0} で拒否されました。確認してもう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/presenter.py" line="201"/>
        <location filename="../../ui/settings/presenter.py" line="263"/>
        <source>Saved, but the key could not be verified: {0}</source>
        <translation>保存しましたが、キーを確認できませんでした: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/settings/presenter.py" line="210"/>
        <source>The new language applies when Comet Desk restarts.</source>
        <translation>新しい言語は Comet Desk の再起動後に適用されます。</translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="20"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="22"/>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="23"/>
        <source>New line in the message</source>
        <translation>メッセージ内で改行</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="24"/>
        <source>Stop the reply (all columns in compare)</source>
        <translation>返信を停止 (比較ではすべての列)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="25"/>
        <source>Go to the message box</source>
        <translation>入力欄へ移動</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="26"/>
        <source>Next control: sidebar, conversation, message box, parameters</source>
        <translation>次の領域へ: サイドバー、会話、入力欄、パラメーター</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="27"/>
        <source>Edit the last message (in an empty message box)</source>
        <translation>最後のメッセージを編集 (入力欄が空のとき)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="28"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="29"/>
        <source>Search conversations</source>
        <translation>会話を検索</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="30"/>
        <source>Next conversation</source>
        <translation>次の会話</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="31"/>
        <source>Previous conversation</source>
        <translation>前の会話</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="32"/>
        <source>Copy the last reply</source>
        <translation>最後の返信をコピー</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="33"/>
        <source>Compare models</source>
        <translation>モデルを比較</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="34"/>
        <source>Capture a region of the screen and attach it</source>
        <translation>画面の一部をキャプチャして添付</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="35"/>
        <source>Quick ask: a small window on top</source>
        <translation>クイック質問: 手前に表示される小さなウィンドウ</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="36"/>
        <source>Describe a folder of images</source>
        <translation>フォルダー内の画像を説明</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="37"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="38"/>
        <source>Rename the conversation</source>
        <translation>会話の名前を変更</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="39"/>
        <source>Move the conversation to the trash</source>
        <translation>会話をゴミ箱へ移動</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="40"/>
        <source>This list</source>
        <translation>この一覧</translation>
    </message>
</context>
<context>
    <name>SidebarPresenter</name>
    <message>
        <location filename="../../ui/sidebar/presenter.py" line="139"/>
        <source>Undo delete</source>
        <translation>削除を取り消す</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/presenter.py" line="140"/>
        <source>Moved to the trash.</source>
        <translation>ゴミ箱に移動しました。</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/presenter.py" line="149"/>
        <source>Restored.</source>
        <translation>元に戻しました。</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/presenter.py" line="154"/>
        <source>{0} (copy)</source>
        <translation>{0} (コピー)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/presenter.py" line="159"/>
        <source>Duplicated “{0}”.</source>
        <translation>「{0}」を複製しました。</translation>
    </message>
</context>
<context>
    <name>StatusArea</name>
    <message>
        <location filename="../../ui/common/status_bus.py" line="146"/>
        <source>Working</source>
        <translation>処理中</translation>
    </message>
</context>
<context>
    <name>StorageError</name>
    <message>
        <location filename="../../storage/errors.py" line="42"/>
        <source>memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="46"/>
        <source>Not saved: the disk could not be written ({0}). Check the disk and press Send again.</source>
        <translation>保存されていません: ディスクに書き込めませんでした ({0})。ディスクを確認して、もう一度「送信」を押してください。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="52"/>
        <source>Not saved: the disk could not be written ({0}). Check the disk and try again.</source>
        <translation>保存されていません: ディスクに書き込めませんでした ({0})。ディスクを確認してもう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="67"/>
        <source>Not saved: the disk is full ({0}). Free space and press Send again.</source>
        <translation>保存されていません: ディスクがいっぱいです ({0})。空き容量を確保して、もう一度「送信」を押してください。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="72"/>
        <source>Not saved: the disk is full ({0}). Free space and try again.</source>
        <translation>保存されていません: ディスクがいっぱいです ({0})。空き容量を確保してもう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="83"/>
        <source>Not saved: the data folder cannot be written ({0}). Make it writable or choose another data folder, then press Send again.</source>
        <translation>保存されていません: データフォルダーに書き込めません ({0})。書き込みできるようにするか別のデータフォルダーを選んでから、もう一度「送信」を押してください。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="89"/>
        <source>Not saved: the data folder cannot be written ({0}). Make it writable or choose another data folder, then try again.</source>
        <translation>保存されていません: データフォルダーに書き込めません ({0})。書き込みできるようにするか別のデータフォルダーを選んでから、もう一度お試しください。</translation>
    </message>
</context>
<context>
    <name>SyncDialog</name>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="40"/>
        <source>Sync and backups</source>
        <translation>同期とバックアップ</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="44"/>
        <source>Your history follows you to every machine that syncs through the same storage. Everything is encrypted on this machine with your passphrase before it leaves: the storage sees sizes and times, nothing else.</source>
        <translation>同じストレージで同期するすべてのデバイスで、同じ履歴を使えます。データはすべて、送信される前にこのデバイス上でパスフレーズによって暗号化されます。ストレージから見えるのはサイズと日時だけです。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="53"/>
        <location filename="../../ui/sync/setup_dialog.py" line="94"/>
        <source>Storage</source>
        <translation>ストレージ</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="55"/>
        <source>A folder (Dropbox, OneDrive, iCloud Drive, Syncthing…)</source>
        <translation>フォルダー (Dropbox、OneDrive、iCloud Drive、Syncthing…)</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="57"/>
        <source>WebDAV (Nextcloud, ownCloud…)</source>
        <translation>WebDAV (Nextcloud、ownCloud…)</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="58"/>
        <source>S3-compatible (AWS, Cloudflare R2, Backblaze B2, MinIO)</source>
        <translation>S3 互換 (AWS、Cloudflare R2、Backblaze B2、MinIO)</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="59"/>
        <location filename="../../ui/sync/setup_dialog.py" line="95"/>
        <source>Location</source>
        <translation>場所</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="60"/>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="62"/>
        <location filename="../../ui/sync/setup_dialog.py" line="169"/>
        <source>Choose the folder to sync through</source>
        <translation>同期に使うフォルダーを選択</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="64"/>
        <location filename="../../ui/sync/setup_dialog.py" line="96"/>
        <source>Endpoint</source>
        <translation>エンドポイント</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="66"/>
        <location filename="../../ui/sync/setup_dialog.py" line="97"/>
        <source>Region</source>
        <translation>リージョン</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="67"/>
        <source>optional, e.g. us-east-1</source>
        <translation>任意 (例: us-east-1)</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="68"/>
        <location filename="../../ui/sync/setup_dialog.py" line="98"/>
        <location filename="../../ui/sync/setup_dialog.py" line="158"/>
        <source>User</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="69"/>
        <location filename="../../ui/sync/setup_dialog.py" line="99"/>
        <location filename="../../ui/sync/setup_dialog.py" line="159"/>
        <source>Password</source>
        <translation>パスワード</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="71"/>
        <location filename="../../ui/sync/setup_dialog.py" line="100"/>
        <source>Passphrase</source>
        <translation>パスフレーズ</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="73"/>
        <source>the same on every machine</source>
        <translation>すべてのデバイスで同じもの</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="76"/>
        <source>Nobody can recover a lost passphrase: without it, what is on the storage cannot be read. It is kept in this machine&apos;s keyring.</source>
        <translation>パスフレーズをなくすと誰にも復元できません。パスフレーズがなければ、ストレージ上のデータは読み取れません。パスフレーズはこのデバイスのキーリングに保存されます。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="105"/>
        <location filename="../../ui/sync/setup_dialog.py" line="205"/>
        <source>Save and sync</source>
        <translation>保存して同期</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="111"/>
        <source>Turn off sync</source>
        <translation>同期をオフにする</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="134"/>
        <location filename="../../ui/sync/setup_dialog.py" line="135"/>
        <source>kept in the keyring: type to change</source>
        <translation>キーリングに保存済み。入力すると変更します</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="153"/>
        <source>a folder another program syncs</source>
        <translation>ほかのプログラムが同期しているフォルダー</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="158"/>
        <source>Access key ID</source>
        <translation>アクセスキー ID</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="159"/>
        <source>Secret access key</source>
        <translation>シークレットアクセスキー</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="186"/>
        <source>Say where the storage is.</source>
        <translation>ストレージの場所を指定してください。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="205"/>
        <source>Checking…</source>
        <translation>確認中…</translation>
    </message>
</context>
<context>
    <name>SyncPresenter</name>
    <message>
        <location filename="../../ui/sync/presenter.py" line="192"/>
        <source>Syncing…</source>
        <translation>同期中…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="206"/>
        <location filename="../../ui/sync/presenter.py" line="208"/>
        <location filename="../../ui/sync/presenter.py" line="256"/>
        <source>Sync failed: {0}</source>
        <translation>同期に失敗しました: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="235"/>
        <source>Sending… {0} of {1}</source>
        <translation>送信中… {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="235"/>
        <source>Receiving… {0} of {1}</source>
        <translation>受信中… {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="245"/>
        <source>Syncs through {0}</source>
        <translation>{0} 経由で同期</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="250"/>
        <source>Offline: syncs when the storage is back.</source>
        <translation>オフライン: ストレージに接続できるようになったら同期します。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="262"/>
        <source>Not synced yet</source>
        <translation>まだ同期していません</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="264"/>
        <source>Synced {0}</source>
        <translation>最終同期: {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/sync/presenter.py" line="266"/>
        <source>%n waiting</source>
        <translation>
            <numerusform>%n 件待機中</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="272"/>
        <source>just now</source>
        <translation>たった今</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="277"/>
        <source>at {0}</source>
        <translation>{0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="278"/>
        <source>on {0}</source>
        <translation>{0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="340"/>
        <source>Type the passphrase (the same on every machine).</source>
        <translation>パスフレーズを入力してください (すべてのデバイスで同じもの)。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="343"/>
        <source>Sync set up: {0}</source>
        <translation>同期を設定しました: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="360"/>
        <source>Sync is off on this machine; the history stays.</source>
        <translation>このデバイスでの同期をオフにしました。履歴はそのまま残ります。</translation>
    </message>
</context>
<context>
    <name>SyncStatusView</name>
    <message>
        <location filename="../../ui/sync/status_view.py" line="76"/>
        <source>Sync now</source>
        <translation>今すぐ同期</translation>
    </message>
    <message>
        <location filename="../../ui/sync/status_view.py" line="77"/>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <location filename="../../ui/sync/status_view.py" line="77"/>
        <source>Retry sync</source>
        <translation>同期を再試行</translation>
    </message>
    <message>
        <location filename="../../ui/sync/status_view.py" line="78"/>
        <source>Fix…</source>
        <translation>修正…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/status_view.py" line="78"/>
        <source>Fix the sync set-up</source>
        <translation>同期の設定を修正</translation>
    </message>
    <message>
        <location filename="../../ui/sync/status_view.py" line="85"/>
        <source>Sync: {0}</source>
        <translation>同期: {0}</translation>
    </message>
</context>
<context>
    <name>ThreadPresenter</name>
    <message>
        <location filename="../../ui/transcript/thread.py" line="110"/>
        <source>Code copied.</source>
        <translation>コードをコピーしました。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="21"/>
        <source>Delete message</source>
        <translation>メッセージを削除</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="22"/>
        <source>Delete this message?</source>
        <translation>このメッセージを削除しますか?</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="24"/>
        <source>A version is deleted with the replies that followed it; other versions stay.</source>
        <translation>バージョンはその後に続く返信とともに削除されます。他のバージョンは残ります。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="51"/>
        <source>{0} in · {1} out tokens</source>
        <translation>入力 {0} · 出力 {1} トークン</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="55"/>
        <source>{0} in ({1} cached) · {2} out tokens</source>
        <translation>入力 {0} (キャッシュ {1}) · 出力 {2} トークン</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="61"/>
        <source>(cache saved {0})</source>
        <translation>(キャッシュで {0} 節約)</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="63"/>
        <source>Tokens and cost of the replies shown, {0} replies</source>
        <translation>表示中の返信のトークンと費用 (返信 {0} 件)</translation>
    </message>
</context>
<context>
    <name>ThumbnailStrip</name>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="162"/>
        <source>Image {0} of {1}: open full size</source>
        <translation>画像 {0}/{1}: 元のサイズで開く</translation>
    </message>
</context>
<context>
    <name>TokenProbabilityView</name>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="127"/>
        <source>Token probabilities</source>
        <translation>トークンの確率</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="132"/>
        <source>The answer, tinted by token probability</source>
        <translation>トークンの確率で色分けした回答</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="134"/>
        <location filename="../../ui/transcript/token_view.py" line="139"/>
        <source>Least likely tokens</source>
        <translation>確率が最も低いトークン</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="196"/>
        <source>Token probability:</source>
        <translation>トークンの確率:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="199"/>
        <source>≥ {0}%</source>
        <translation>≥ {0}%</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="201"/>
        <source>{0}–{1}%</source>
        <translation>{0}–{1}%</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="202"/>
        <source>&lt; {0}%</source>
        <translation>&lt; {0}%</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="213"/>
        <source>Legend: the less likely a token, the stronger its tint</source>
        <translation>凡例: 確率の低いトークンほど色が濃くなります</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="244"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="247"/>
        <source>{0}; alternatives: {1}</source>
        <translation>{0}、他の候補: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="253"/>
        <source>{0}: probability {1}</source>
        <translation>{0}: 確率 {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="257"/>
        <source>Alternatives: {0}</source>
        <translation>他の候補: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="257"/>
        <source>No alternatives</source>
        <translation>他の候補なし</translation>
    </message>
</context>
<context>
    <name>ToolText</name>
    <message>
        <location filename="../../render/tool_text.py" line="20"/>
        <source>The model asked for a tool that is not offered here: “{name}”.</source>
        <translation>モデルが、ここでは提供されていないツールを要求しました: 「{name}」。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="23"/>
        <source>The arguments for “{name}” are not valid JSON (expected an object).</source>
        <translation>「{name}」の引数が有効な JSON ではありません (オブジェクトである必要があります)。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="26"/>
        <source>The arguments for “{name}” are not valid JSON ({detail}).</source>
        <translation>「{name}」の引数が有効な JSON ではありません ({detail})。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="29"/>
        <source>The arguments for “{name}” do not match the tool&apos;s schema: {detail}</source>
        <translation>「{name}」の引数がツールの JSON スキーマと一致しません: {detail}</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="32"/>
        <source>The user denied this tool call.</source>
        <translation>ユーザーがこのツール呼び出しを拒否しました。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="33"/>
        <source>The tool loop stopped after {limit} rounds (the step limit in Settings); the last calls were not run.</source>
        <translation>ツールループは {limit} ラウンドで停止しました (設定の最大ステップ数)。最後の呼び出しは実行されていません。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="38"/>
        <source>The tool loop stopped: the model asked again for “{name}” with the same arguments; the repeated call was not run.</source>
        <translation>ツールループを停止しました: モデルが「{name}」を同じ引数でもう一度要求しました。繰り返された呼び出しは実行されていません。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="43"/>
        <source>Not run: the tool loop stopped.</source>
        <translation>未実行: ツールループが停止しました。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="44"/>
        <source>The tool reported an error.</source>
        <translation>ツールがエラーを報告しました。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="47"/>
        <source>The server “{server}” did not finish starting within {seconds} s (handshake timeout).</source>
        <translation>サーバー「{server}」は {seconds} 秒以内に起動を完了しませんでした (ハンドシェイクのタイムアウト)。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="51"/>
        <source>The server “{server}” has no valid URL (http:// or https://).</source>
        <translation>サーバー「{server}」に有効な URL (http:// または https://) がありません。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="54"/>
        <source>The server “{server}”: the working folder {folder} does not exist.</source>
        <translation>サーバー「{server}」: 作業フォルダー {folder} が存在しません。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="57"/>
        <source>The server “{server}” could not start: the command “{command}” was not found. Install it or give its full path (npx comes with Node.js, uvx with uv; either must be installed to run servers that use it).</source>
        <translation>サーバー「{server}」を起動できません: コマンド「{command}」が見つかりません。インストールするか、フルパスを指定してください (npx は Node.js に、uvx は uv に含まれています。これらを使うサーバーを動かすには、それぞれをインストールしておく必要があります)。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="63"/>
        <source>The server “{server}” could not start: {reason} ({command}).</source>
        <translation>サーバー「{server}」を起動できません: {reason} ({command})。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="66"/>
        <source>The server “{server}” exited with code {code}.</source>
        <translation>サーバー「{server}」がコード {code} で終了しました。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="67"/>
        <source>The server “{server}” failed while starting: {reason}</source>
        <translation>サーバー「{server}」の起動中にエラーが発生しました: {reason}</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="70"/>
        <source>The server “{server}” exited with code {code} while running “{tool}”.</source>
        <translation>サーバー「{server}」が「{tool}」の実行中にコード {code} で終了しました。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="73"/>
        <source>The server “{server}” is not running.</source>
        <translation>サーバー「{server}」は実行されていません。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="74"/>
        <source>There is no MCP server “{server}” any more.</source>
        <translation>MCP サーバー「{server}」はもうありません。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="75"/>
        <source>The tool “{tool}” did not finish within {seconds} s and was stopped.</source>
        <translation>ツール「{tool}」が {seconds} 秒以内に終わらなかったため、停止しました。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="78"/>
        <source>The tool “{tool}” failed: {reason}</source>
        <translation>ツール「{tool}」が失敗しました: {reason}</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="79"/>
        <source>The tool “{tool}” is not available.</source>
        <translation>ツール「{tool}」は利用できません。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="81"/>
        <source> Its last output: {output}</source>
        <translation> 最後の出力: {output}</translation>
    </message>
</context>
<context>
    <name>ToolsDialog</name>
    <message>
        <location filename="../../ui/tools/dialog.py" line="170"/>
        <source>Tools</source>
        <translation>ツール</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="174"/>
        <source>MCP servers</source>
        <translation>MCP サーバー</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="179"/>
        <source>Enabled</source>
        <translation>有効</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="183"/>
        <source>Add server…</source>
        <translation>サーバーを追加…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="184"/>
        <source>Import…</source>
        <translation>インポート…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="190"/>
        <source>Restart</source>
        <translation>再起動</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="192"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="204"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="207"/>
        <source>Run this once</source>
        <translation>今回だけ実行</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="208"/>
        <source>Allow in this conversation</source>
        <translation>この会話では許可</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="211"/>
        <source>Tools that are always allowed</source>
        <translation>常に許可するツール</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="213"/>
        <source>Revoke</source>
        <translation>許可を取り消す</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="217"/>
        <source>Steps per reply</source>
        <translation>返信あたりの最大ステップ数</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="218"/>
        <source>Tool timeout</source>
        <translation>ツールのタイムアウト</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="219"/>
        <source>Enter in the approval prompt</source>
        <translation>確認画面での Enter の動作</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="220"/>
        <source>Always allowed</source>
        <translation>常に許可</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="282"/>
        <source>not started (starts when a chat needs it)</source>
        <translation>未起動 (チャットで必要になると起動)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="283"/>
        <source>starting…</source>
        <translation>起動中…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="284"/>
        <source>ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="285"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="286"/>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="299"/>
        <source>No MCP server yet. Add one, or import a JSON file.</source>
        <translation>MCP サーバーはまだありません。追加するか、JSON ファイルをインポートしてください。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="308"/>
        <source>Tools:</source>
        <translation>ツール:</translation>
    </message>
</context>
<context>
    <name>ToolsPresenter</name>
    <message>
        <location filename="../../ui/tools/presenter.py" line="158"/>
        <source>Added the server “{0}”.</source>
        <translation>サーバー「{0}」を追加しました。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/presenter.py" line="163"/>
        <source>Import MCP servers</source>
        <translation>MCP サーバーをインポート</translation>
    </message>
    <message>
        <location filename="../../ui/tools/presenter.py" line="165"/>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/presenter.py" line="177"/>
        <source>Nothing was imported: {0}</source>
        <translation>何もインポートされませんでした: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/tools/presenter.py" line="181"/>
        <source>Imported {0} server(s).</source>
        <translation>{0} 個のサーバーをインポートしました。</translation>
    </message>
</context>
<context>
    <name>ToolsSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="305"/>
        <source>Tools</source>
        <translation>ツール</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="307"/>
        <source>Web search</source>
        <translation>Web 検索</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="311"/>
        <source>No MCP servers yet.</source>
        <translation>MCP サーバーはまだありません。</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="316"/>
        <source>Manage servers…</source>
        <translation>サーバーを管理…</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="317"/>
        <source>Manage MCP servers and tools</source>
        <translation>MCP サーバーとツールを管理</translation>
    </message>
</context>
<context>
    <name>Transcript</name>
    <message>
        <location filename="../../render/messages.py" line="13"/>
        <source>Incomplete — the connection ended before the reply finished.</source>
        <translation>未完了 — 返信が終わる前に接続が切れました。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="16"/>
        <source>Interrupted — the app closed while this reply was streaming.</source>
        <translation>中断 — 返信の受信中にアプリが終了しました。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="19"/>
        <source>Stopped — you stopped this reply.</source>
        <translation>停止 — この返信は停止されました。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="20"/>
        <source>Streaming…</source>
        <translation>受信中…</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="26"/>
        <source>Cut at the max tokens limit — Continue?</source>
        <translation>最大トークン数で打ち切られました — 続けますか?</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="28"/>
        <source>Stopped by the provider&apos;s content filter.</source>
        <translation>プロバイダーのコンテンツフィルターで停止されました。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="35"/>
        <source>Error:</source>
        <translation>エラー:</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="39"/>
        <source>Incomplete — {0}</source>
        <translation>未完了 — {0}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="57"/>
        <source>{0} in ({1} cached)</source>
        <translation>入力 {0} (キャッシュ {1})</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="61"/>
        <source>{0} in</source>
        <translation>入力 {0}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="62"/>
        <source>{0} · {1} out</source>
        <translation>{0} · 出力 {1}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="94"/>
        <source>{0} (cache saved {1})</source>
        <translation>{0} (キャッシュで {1} 節約)</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="64"/>
        <source>{0} reasoning</source>
        <translation>推論 {0}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="86"/>
        <source>first token {0} s</source>
        <translation>最初のトークンまで {0} 秒</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="90"/>
        <source>{0} tokens/s</source>
        <translation>{0} トークン/秒</translation>
    </message>
    <message>
        <location filename="../../render/markup.py" line="221"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
</context>
<context>
    <name>TranscriptView</name>
    <message>
        <location filename="../../ui/transcript/view.py" line="60"/>
        <source>Transcript</source>
        <translation>会話の内容</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/view.py" line="61"/>
        <source>The conversation. Replies appear here.</source>
        <translation>会話です。返信はここに表示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/view.py" line="90"/>
        <source>Jump to latest ↓</source>
        <translation>最新へ移動 ↓</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/view.py" line="92"/>
        <source>Jump to latest</source>
        <translation>最新へ移動</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/render.py" line="123"/>
        <source>Ask anything. Enter sends, Shift+Enter adds a line.</source>
        <translation>何でも聞いてください。Enter で送信、Shift+Enter で改行。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/render.py" line="126"/>
        <source>Paste a screenshot or drop images to have them described.</source>
        <translation>スクリーンショットを貼り付けるか画像をドロップすると説明してもらえます。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/render.py" line="129"/>
        <source>Compare (Ctrl+Shift+M) sends one prompt to several models at once.</source>
        <translation>比較 (Ctrl+Shift+M) では 1 つのプロンプトを複数のモデルに同時に送ります。</translation>
    </message>
</context>
<context>
    <name>TransferPresenter</name>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="50"/>
        <source>Export conversations</source>
        <translation>会話をエクスポート</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="52"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="52"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="61"/>
        <source>Exporting…</source>
        <translation>エクスポート中…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="75"/>
        <source>Export failed: {0}</source>
        <translation>エクスポートに失敗しました: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="79"/>
        <source>Exported {0} conversation(s) to {1}</source>
        <translation>{0} 件の会話を {1} にエクスポートしました</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="85"/>
        <source>Import conversations</source>
        <translation>会話をインポート</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="87"/>
        <source>Exports (*.json *.zip);;All files (*)</source>
        <translation>エクスポート (*.json *.zip);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="93"/>
        <source>Importing…</source>
        <translation>インポート中…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="102"/>
        <location filename="../../ui/sidebar/transfer.py" line="106"/>
        <source>Nothing was imported: {0}</source>
        <translation>何もインポートされませんでした: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="112"/>
        <source>Imported {0} conversation(s) with {1} message(s).</source>
        <translation>{0} 件の会話 ({1} 件のメッセージ) をインポートしました。</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="40"/>
        <source>Explain a concept</source>
        <translation>概念を説明する</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="41"/>
        <source>Explain how HTTPS keeps a connection private, in plain words.</source>
        <translation>HTTPS が接続を安全に保つ仕組みを、わかりやすい言葉で説明してください。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="45"/>
        <source>Write some code</source>
        <translation>コードを書く</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="46"/>
        <source>Write a Python function that removes duplicates from a list.</source>
        <translation>リストから重複を取り除く Python の関数を書いてください。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="50"/>
        <source>Summarise a text</source>
        <translation>文章を要約する</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="51"/>
        <source>Summarise the main ideas of stoicism in three bullet points.</source>
        <translation>ストア派の主な考えを 3 つの箇条書きで要約してください。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="53"/>
        <source>Plan a trip</source>
        <translation>旅行を計画する</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="53"/>
        <source>Plan a three-day trip to Kyoto in April.</source>
        <translation>4 月の京都への 3 日間の旅行を計画してください。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="64"/>
        <source>Example: {0}</source>
        <translation>例: {0}</translation>
    </message>
</context>
</TS>
