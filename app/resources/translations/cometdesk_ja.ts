<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="62"/>
        <location filename="../../ui/transcript/hosted_sections.py" line="111"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="62"/>
        <source>ran</source>
        <translation>実行済み</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="63"/>
        <source>Code interpreter · {0}</source>
        <translation>コードインタープリター · {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="64"/>
        <source>Code:</source>
        <translation>コード:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="67"/>
        <source>Output:</source>
        <translation>出力:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="78"/>
        <source>Save “{0}”…</source>
        <translation>「{0}」を保存…</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="80"/>
        <source>Save the file {0}</source>
        <translation>ファイル {0} を保存</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="89"/>
        <source>File {0}</source>
        <translation>ファイル {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="99"/>
        <source>Arguments:</source>
        <translation>引数:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="102"/>
        <source>Result:</source>
        <translation>結果:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="107"/>
        <source>approved</source>
        <translation>承認済み</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="108"/>
        <source>denied</source>
        <translation>拒否</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="109"/>
        <source>waiting for approval</source>
        <translation>承認待ち</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="110"/>
        <source>Approval for {0} on {1} · {2}</source>
        <translation>{1} の {0} の承認 · {2}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="111"/>
        <source>done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="112"/>
        <source>Tool {0} on {1} · {2}</source>
        <translation>{1} のツール {0} · {2}</translation>
    </message>
</context>
<context>
    <name>AccountTab</name>
    <message>
        <location filename="../../ui/settings/account.py" line="82"/>
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
        <location filename="../../ui/transcript/action_handlers.py" line="76"/>
        <source>Wait for the reply to finish first.</source>
        <translation>返信が終わるまでお待ちください。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="135"/>
        <source>Copied the reply as plain text.</source>
        <translation>返信をプレーンテキストとしてコピーしました。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="138"/>
        <source>Copied the reply as Markdown.</source>
        <translation>返信を Markdown としてコピーしました。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="196"/>
        <source>{0} (fork)</source>
        <translation>{0} (分岐)</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="196"/>
        <source>Chat</source>
        <translation>チャット</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="198"/>
        <source>Forked into “{0}”.</source>
        <translation>「{0}」に分岐しました。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="210"/>
        <source>Message deleted.</source>
        <translation>メッセージを削除しました。</translation>
    </message>
</context>
<context>
    <name>AddServerDialog</name>
    <message>
        <location filename="../../ui/tools/dialog.py" line="44"/>
        <source>Add an MCP server</source>
        <translation>MCP サーバーを追加</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="50"/>
        <source>Command (stdio)</source>
        <translation>コマンド (stdio)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="51"/>
        <source>URL (streamable HTTP)</source>
        <translation>URL (streamable HTTP)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="52"/>
        <source>Remote (via the API)</source>
        <translation>リモート (API 経由)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="68"/>
        <source>Bearer token (kept in the system keyring)</source>
        <translation>Bearer トークン (システムのキーリングに保存)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="77"/>
        <source>Ask before each call</source>
        <translation>呼び出しのたびに確認</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="78"/>
        <source>Never ask</source>
        <translation>確認しない</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="81"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="82"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="83"/>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="84"/>
        <source>Environment</source>
        <translation>環境変数</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="85"/>
        <source>Working folder</source>
        <translation>作業フォルダー</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="86"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="87"/>
        <source>Token</source>
        <translation>トークン</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="88"/>
        <source>Headers</source>
        <translation>ヘッダー</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="89"/>
        <source>Approval</source>
        <translation>承認</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="134"/>
        <source>Give the server a name.</source>
        <translation>サーバーに名前を付けてください。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="141"/>
        <source>The URL must start with https:// (or http://).</source>
        <translation>URL は https:// (または http://) で始まる必要があります。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="146"/>
        <source>The command cannot be read: {0}</source>
        <translation>コマンドを解釈できません: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="148"/>
        <source>Give the command that starts the server.</source>
        <translation>サーバーを起動するコマンドを入力してください。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="154"/>
        <source>Environment lines are NAME=value: {0}</source>
        <translation>環境変数は NAME=value の形式で入力してください: {0}</translation>
    </message>
</context>
<context>
    <name>AdvancedSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="298"/>
        <location filename="../../ui/settings/first_run.py" line="149"/>
        <source>Advanced</source>
        <translation>詳細設定</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="304"/>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="305"/>
        <source>Chat Completions</source>
        <translation>Chat Completions</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="306"/>
        <source>Responses</source>
        <translation>Responses</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="310"/>
        <source>Automatic uses /responses for models that only work there (e.g. o1-pro)</source>
        <translation>自動では /responses でしか動かないモデル (o1-pro など) に /responses を使います</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="312"/>
        <source>Stream the reply</source>
        <translation>返信をストリーミング</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="316"/>
        <location filename="../../ui/inspector/sections.py" line="318"/>
        <source>Run in background</source>
        <translation>バックグラウンドで実行</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="320"/>
        <source>The server runs the reply on its own; it finishes even if the app closes.</source>
        <translation>返信の生成をサーバー側だけで行います。アプリを閉じても最後まで完了します。</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="325"/>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="328"/>
        <source>Extra body (JSON)</source>
        <translation>追加のリクエストボディ (JSON)</translation>
    </message>
</context>
<context>
    <name>AnswerDialog</name>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="44"/>
        <source>Prompt: {0}</source>
        <translation>プロンプト: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="47"/>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="59"/>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="61"/>
        <source>Copy the answer</source>
        <translation>回答をコピー</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="65"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="87"/>
        <source>Answer {0}</source>
        <translation>回答 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="104"/>
        <source>Copied</source>
        <translation>コピーしました</translation>
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
        <location filename="../../ui/promptsets/room.py" line="43"/>
        <source>Resume the prompt set ({0} of {1} answered)</source>
        <translation>プロンプトセットを再開 ({1} 件中 {0} 件回答済み)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/room.py" line="46"/>
        <source>Resume describing images ({0} of {1} done)</source>
        <translation>画像の説明を再開 ({1} 件中 {0} 件完了)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/navigation.py" line="179"/>
        <source>The open conversation was deleted elsewhere.</source>
        <translation>開いていた会話は別の場所で削除されました。</translation>
    </message>
</context>
<context>
    <name>AppLifecycle</name>
    <message>
        <location filename="../../ui/shell/lifecycle.py" line="64"/>
        <source>Cannot open the history</source>
        <translation>履歴を開けません</translation>
    </message>
    <message>
        <location filename="../../ui/shell/lifecycle.py" line="102"/>
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
    <name>AssistantDialog</name>
    <message>
        <location filename="../../ui/assistants/editor.py" line="63"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="66"/>
        <source>Glyph</source>
        <translation>アイコン</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="73"/>
        <source>Description</source>
        <translation>説明</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="74"/>
        <source>One line, shown in the list</source>
        <translation>一覧に表示される 1 行の説明</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="77"/>
        <source>Instructions</source>
        <translation>指示</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="79"/>
        <source>Sent first in every chat started with it, as the system message</source>
        <translation>このアシスタントで始めたすべてのチャットで、システムメッセージとして最初に送信されます</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="85"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="89"/>
        <source>The model chosen when the chat starts</source>
        <translation>チャット開始時に選択されるモデル</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="92"/>
        <source>Temperature</source>
        <translation>Temperature</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="96"/>
        <location filename="../../ui/assistants/editor.py" line="102"/>
        <location filename="../../ui/assistants/editor.py" line="106"/>
        <source>Default</source>
        <translation>既定</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="99"/>
        <source>Maximum output tokens</source>
        <translation>最大出力トークン数</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="105"/>
        <source>Reasoning effort</source>
        <translation>推論の強さ</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="108"/>
        <source>Low</source>
        <translation>低</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="109"/>
        <source>Medium</source>
        <translation>中</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="110"/>
        <source>High</source>
        <translation>高</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="113"/>
        <source>Offer &amp;web search (where the endpoint has it)</source>
        <translation>Web 検索を提供(&amp;W) (エンドポイントが対応している場合)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="115"/>
        <source>Offer every enabled tool &amp;server</source>
        <translation>有効なすべてのツールサーバーを提供(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="117"/>
        <source>Tool servers</source>
        <translation>ツールサーバー</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="125"/>
        <source>Knowledge bases</source>
        <translation>ナレッジベース</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="129"/>
        <source>No knowledge bases yet: `cometdesk kb add` makes one.</source>
        <translation>ナレッジベースはまだありません。`cometdesk kb add` で作成できます。</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="134"/>
        <source>Use the &amp;chat&apos;s parameters</source>
        <translation>チャットのパラメーターを使用(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="138"/>
        <source>Take the model and every parameter of the chat on screen (its system prompt too, if the instructions are empty)</source>
        <translation>表示中のチャットのモデルとすべてのパラメーターを取り込みます (指示が空欄ならシステムプロンプトも)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="153"/>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="154"/>
        <source>&amp;Description:</source>
        <translation>説明(&amp;D):</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="155"/>
        <source>&amp;Instructions:</source>
        <translation>指示(&amp;I):</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="156"/>
        <source>&amp;Model:</source>
        <translation>モデル(&amp;M):</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="157"/>
        <source>&amp;Temperature:</source>
        <translation>Temperature(&amp;T):</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="158"/>
        <source>Ma&amp;x tokens:</source>
        <translation>最大トークン数(&amp;X):</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="159"/>
        <source>&amp;Reasoning:</source>
        <translation>推論(&amp;R):</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="164"/>
        <source>Tools:</source>
        <translation>ツール:</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="168"/>
        <source>&amp;Knowledge:</source>
        <translation>ナレッジ(&amp;K):</translation>
    </message>
</context>
<context>
    <name>AssistantManager</name>
    <message>
        <location filename="../../ui/assistants/manager.py" line="30"/>
        <location filename="../../ui/assistants/manager.py" line="36"/>
        <source>Assistants</source>
        <translation>アシスタント</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="32"/>
        <source>An assistant starts a chat with its instructions, model, parameters, tools and knowledge bases. Changing one later leaves the chats already started as they are.</source>
        <translation>アシスタントは、指示・モデル・パラメーター・ツール・ナレッジベースを設定した状態でチャットを始めます。後でアシスタントを変更しても、開始済みのチャットはそのままです。</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="43"/>
        <source>&amp;Start chat</source>
        <translation>チャットを開始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="45"/>
        <source>A new chat with the chosen assistant</source>
        <translation>選択したアシスタントで新しいチャットを開始</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="47"/>
        <source>D&amp;uplicate</source>
        <translation>複製(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="37"/>
        <source>Add the assistants of an exported JSON file</source>
        <translation>エクスポートした JSON ファイルのアシスタントを追加</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="38"/>
        <source>Save all assistants to a JSON file</source>
        <translation>すべてのアシスタントを JSON ファイルに保存</translation>
    </message>
</context>
<context>
    <name>AssistantPicker</name>
    <message>
        <location filename="../../ui/assistants/picker.py" line="100"/>
        <source>Start a chat with an assistant</source>
        <translation>アシスタントでチャットを開始</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="103"/>
        <source>New chat with an assistant</source>
        <translation>アシスタントで新しいチャット</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="107"/>
        <source>Search assistants</source>
        <translation>アシスタントを検索</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="108"/>
        <source>Search assistants…</source>
        <translation>アシスタントを検索…</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="112"/>
        <source>Assistants</source>
        <translation>アシスタント</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="114"/>
        <source>Type to search; Up and Down move, Enter starts a chat with the assistant</source>
        <translation>入力すると検索します。上下キーで移動、Enter でそのアシスタントとのチャットを開始します</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="116"/>
        <source>No assistant matches.</source>
        <translation>一致するアシスタントはありません。</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="119"/>
        <source>↑↓ move · Enter starts · Esc closes</source>
        <translation>↑↓ 移動 · Enter 開始 · Esc 閉じる</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="121"/>
        <source>&amp;Manage assistants…</source>
        <translation>アシスタントを管理(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="229"/>
        <source>No assistant matches</source>
        <translation>一致するアシスタントはありません</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="229"/>
        <source>{0}, {1} of {2}</source>
        <translation>{0}、{2} 件中 {1} 件目</translation>
    </message>
</context>
<context>
    <name>AssistantsPresenter</name>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="162"/>
        <source>New chat with “{0}”.</source>
        <translation>「{0}」で新しいチャットを始めました。</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="243"/>
        <source>New assistant</source>
        <translation>新しいアシスタント</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="243"/>
        <source>Edit assistant</source>
        <translation>アシスタントを編集</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="262"/>
        <source>Saved the assistant “{0}”.</source>
        <translation>アシスタント「{0}」を保存しました。</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="269"/>
        <source>{0} (copy)</source>
        <translation>{0} (コピー)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="278"/>
        <source>Deleted the assistant “{0}”.</source>
        <translation>アシスタント「{0}」を削除しました。</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="283"/>
        <source>Import assistants</source>
        <translation>アシスタントをインポート</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="285"/>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="297"/>
        <source>Could not import assistants: {0}</source>
        <translation>アシスタントをインポートできませんでした: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="302"/>
        <source>Could not import assistants: {0} is not an export of assistants.</source>
        <translation>アシスタントをインポートできませんでした: {0} はアシスタントのエクスポートファイルではありません。</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="309"/>
        <source>Imported {0} assistants.</source>
        <translation>{0} 件のアシスタントをインポートしました。</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="315"/>
        <source>Export assistants</source>
        <translation>アシスタントをエクスポート</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="317"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="328"/>
        <source>Could not export assistants: {0}</source>
        <translation>アシスタントをエクスポートできませんでした: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="331"/>
        <source>Exported {0} assistants.</source>
        <translation>{0} 件のアシスタントをエクスポートしました。</translation>
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
        <location filename="../../ui/composer/attachments.py" line="113"/>
        <source>Attach images or documents</source>
        <translation>画像やドキュメントを添付</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="116"/>
        <source>Images, documents and audio ({0} {1} {2});;Images ({0});;Audio ({2});;All files (*)</source>
        <translation>画像・ドキュメント・音声 ({0} {1} {2});;画像 ({0});;音声 ({2});;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="236"/>
        <source>That image is no longer stored.</source>
        <translation>その画像はもう保存されていません。</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="238"/>
        <source>Image</source>
        <translation>画像</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="241"/>
        <source>As it will be sent</source>
        <translation>送信される状態</translation>
    </message>
</context>
<context>
    <name>AudioClips</name>
    <message>
        <location filename="../../ui/voice/clips.py" line="59"/>
        <source>Attached audio clips</source>
        <translation>添付した音声クリップ</translation>
    </message>
</context>
<context>
    <name>BackgroundNotice</name>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="99"/>
        <location filename="../../ui/transcript/background_notice.py" line="116"/>
        <source>Stopping…</source>
        <translation>停止中…</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="99"/>
        <location filename="../../ui/transcript/background_notice.py" line="101"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="103"/>
        <source>Stop this reply</source>
        <translation>この返信を停止</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="105"/>
        <source>Cancels this reply on the server and keeps it as stopped.</source>
        <translation>サーバー上でこの返信を取り消し、停止した返信として残します。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="107"/>
        <source>Stop this reply on the server (Esc)</source>
        <translation>サーバー上でこの返信を停止 (Esc)</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="122"/>
        <source>Queued on the server · {0}</source>
        <translation>サーバーで待機中 · {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="124"/>
        <source>Stopping on the server · {0}</source>
        <translation>サーバーで停止中 · {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="127"/>
        <source>In progress · {0} · The server did not take the cancel, so the reply is still running there; press Stop to try again.</source>
        <translation>進行中 · {0} · サーバーがキャンセルを受け付けなかったため、返信はまだサーバーで実行中です。もう一度試すには「停止」を押してください。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="132"/>
        <source>Paused · {0} · The server refused the API key; checking resumes when the key is fixed in Settings.</source>
        <translation>一時停止 · {0} · サーバーが API キーを拒否しました。設定でキーを直すと確認を再開します。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="137"/>
        <source>In progress · {0} · The server did not answer the last check; asking again.</source>
        <translation>進行中 · {0} · サーバーが前回の確認に応答しませんでした。再度確認しています。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="139"/>
        <source>In progress · {0}</source>
        <translation>処理中 · {0}</translation>
    </message>
</context>
<context>
    <name>BackgroundReplies</name>
    <message>
        <location filename="../../ui/chat/background_resume.py" line="53"/>
        <source>A reply that ran in the background has finished.</source>
        <translation>バックグラウンドで実行していた返信が完了しました。</translation>
    </message>
</context>
<context>
    <name>BackupsPresenter</name>
    <message>
        <location filename="../../ui/sync/backups.py" line="119"/>
        <source>Looking for snapshots…</source>
        <translation>スナップショットを探しています…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="161"/>
        <source>Backing up…</source>
        <translation>バックアップ中…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="167"/>
        <source>The backup failed: {0}</source>
        <translation>バックアップに失敗しました: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="176"/>
        <source>Backed up and verified ({0}).</source>
        <translation>バックアップして検証しました ({0})。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="192"/>
        <source>Restore into a new, empty folder</source>
        <translation>新しい空のフォルダーに復元</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="207"/>
        <source>Restoring…</source>
        <translation>復元中…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="221"/>
        <source>Nothing was restored: {0}</source>
        <translation>何も復元されませんでした: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="231"/>
        <source>Merged: {0} conversation(s) added, {1} already here.</source>
        <translation>マージしました: {0} 件の会話を追加しました ({1} 件は既にあります)。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="243"/>
        <source>Restored {0} conversation(s) into {1}. To open it, start Comet Desk with COMETDESK_DATA_DIR={1}.</source>
        <translation>{0} 件の会話を {1} に復元しました。開くには、COMETDESK_DATA_DIR={1} を指定して Comet Desk を起動してください。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="266"/>
        <source>Copying the history</source>
        <translation>履歴をコピー中</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="267"/>
        <source>Uploading</source>
        <translation>アップロード中</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="268"/>
        <source>Reading it back</source>
        <translation>読み戻して確認中</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="269"/>
        <source>Downloading</source>
        <translation>ダウンロード中</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="270"/>
        <source>Unpacking</source>
        <translation>展開中</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="271"/>
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
    <name>BestDelegate</name>
    <message>
        <location filename="../../ui/promptsets/table.py" line="108"/>
        <source>Best answer for prompt {0}</source>
        <translation>プロンプト {0} の最良の回答</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/table.py" line="109"/>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/table.py" line="113"/>
        <source>Tie</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/table.py" line="114"/>
        <source>All bad</source>
        <translation>どれも良くない</translation>
    </message>
</context>
<context>
    <name>BlindArena</name>
    <message>
        <location filename="../../ui/compare/blind_arena.py" line="53"/>
        <source>Blind can change once the models have answered (Esc stops them).</source>
        <translation>ブラインドはモデルの回答が終わってから切り替えられます (Esc で停止できます)。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/blind_arena.py" line="55"/>
        <source>Vote first: Blind can change once this round&apos;s names are revealed.</source>
        <translation>先に投票してください。このラウンドのモデル名が公開されるとブラインドを切り替えられます。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/blind_arena.py" line="114"/>
        <source>Vote saved. The names are revealed.</source>
        <translation>投票を保存しました。モデル名を公開します。</translation>
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
        <location filename="../../storage/database.py" line="80"/>
        <source>The history database could not be read. It was moved aside to {0} and a new one was started.</source>
        <translation>履歴データベースを読み込めませんでした。{0} に退避し、新しいデータベースを作成しました。</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <location filename="../../ui/shell/header.py" line="61"/>
        <source>Show or hide the conversations</source>
        <translation>会話の表示/非表示</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="69"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="71"/>
        <source>Conversation title</source>
        <translation>会話のタイトル</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="91"/>
        <source>Context used</source>
        <translation>使用中のコンテキスト</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="98"/>
        <source>Conversation totals</source>
        <translation>会話の合計</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="102"/>
        <source>Send one prompt to several models</source>
        <translation>1 つのプロンプトを複数のモデルに送ります</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="114"/>
        <source>Show or hide the parameters</source>
        <translation>パラメーターの表示/非表示</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="107"/>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="108"/>
        <source>Compare models side by side</source>
        <translation>モデルを並べて比較</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="159"/>
        <source>Assistant: {0}</source>
        <translation>アシスタント: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="160"/>
        <source>Started with the assistant “{0}”. Click to edit it.</source>
        <translation>アシスタント「{0}」で開始したチャットです。クリックするとアシスタントを編集できます。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="238"/>
        <source>{0} of {1} tokens of context ({2}%)</source>
        <translation>コンテキスト {1} トークン中 {0} トークン使用 ({2}%)</translation>
    </message>
</context>
<context>
    <name>ChatPresenter</name>
    <message>
        <location filename="../../ui/chat/presenter.py" line="152"/>
        <source>A reply is still streaming; press Esc to stop it.</source>
        <translation>返信の受信中です。止めるには Esc を押してください。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="155"/>
        <source>A reply is still being written on the server; wait for it, send in another chat, or press Esc (or its Stop button) to stop it.</source>
        <translation>返信はまだサーバー上で作成中です。完了を待つか、別のチャットで送信するか、Esc (または返信の停止ボタン) で停止してください。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="165"/>
        <source>Choose a model first.</source>
        <translation>先にモデルを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="168"/>
        <source>Add your API key in Settings first.</source>
        <translation>先に設定で API キーを追加してください。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="295"/>
        <source>Stopped. The partial reply was kept.</source>
        <translation>停止しました。途中までの返信は保存されています。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="297"/>
        <source>The reply ended early (the connection closed before it finished).</source>
        <translation>返信が途中で終わりました (完了前に接続が閉じられました)。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="314"/>
        <source>Resend without “{0}”</source>
        <translation>“{0}” なしで再送信</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="331"/>
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
    <name>Citations</name>
    <message>
        <location filename="../../ui/transcript/citations.py" line="72"/>
        <source>Source {0}: {1}</source>
        <translation>出典 {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/citations.py" line="118"/>
        <source>The passages sent with the question</source>
        <translation>質問と一緒に送信したパッセージ</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/citations.py" line="123"/>
        <source>1 source</source>
        <translation>出典 1 件</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/citations.py" line="125"/>
        <source>{0} sources</source>
        <translation>出典 {0} 件</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/citations.py" line="131"/>
        <source>Sources: what was retrieved and sent</source>
        <translation>出典: 検索して送信した内容</translation>
    </message>
</context>
<context>
    <name>ClipChip</name>
    <message>
        <location filename="../../ui/voice/clip_chip.py" line="24"/>
        <source>Audio clip {0}, {1}</source>
        <translation>音声クリップ {0}、{1}</translation>
    </message>
    <message>
        <location filename="../../ui/voice/clip_chip.py" line="26"/>
        <source>Remove {0}</source>
        <translation>{0} を削除</translation>
    </message>
</context>
<context>
    <name>ColumnLine</name>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="52"/>
        <source>parameters, e.g. temperature=0.2 max_tokens=300</source>
        <translation>パラメーター (例: temperature=0.2 max_tokens=300)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="80"/>
        <source>Model of column {0}: {1}</source>
        <translation>列 {0} のモデル: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="82"/>
        <source>Choose another model for this column</source>
        <translation>この列に別のモデルを選択</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="83"/>
        <source>Parameters of column {0}</source>
        <translation>列 {0} のパラメーター</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="84"/>
        <source>Remove column {0}</source>
        <translation>列 {0} を削除</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="85"/>
        <source>Remove this column</source>
        <translation>この列を削除</translation>
    </message>
</context>
<context>
    <name>ColumnOptionsDialog</name>
    <message>
        <location filename="../../ui/compare/column_options.py" line="55"/>
        <source>Options for column {0}</source>
        <translation>列 {0} のオプション</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="57"/>
        <source>panel&apos;s</source>
        <translation>パネルの値</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="62"/>
        <source>System prompt for this column</source>
        <translation>この列のシステムプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="63"/>
        <source>Blank: the panel&apos;s system prompt</source>
        <translation>空欄: パネルのシステムプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="124"/>
        <source>{0} for this column</source>
        <translation>この列の{0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="68"/>
        <source>&amp;System prompt</source>
        <translation>システムプロンプト(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="77"/>
        <source>Temperature, max tokens, effort and probabilities are in the column&apos;s row. Anything left blank follows the parameters panel.</source>
        <translation>Temperature、最大トークン数、推論の強さ、確率は列の入力欄で設定します。空欄の項目はパラメーターパネルの設定に従います。</translation>
    </message>
</context>
<context>
    <name>ColumnTools</name>
    <message>
        <location filename="../../ui/compare/column_tools.py" line="44"/>
        <source>already in this compare</source>
        <translation>この比較に追加済み</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <location filename="../../ui/compare/columns.py" line="91"/>
        <source>Column {0}</source>
        <translation>列 {0}</translation>
    </message>
</context>
<context>
    <name>ColumnsEditor</name>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="103"/>
        <source>&amp;Add model…</source>
        <translation>モデルを追加(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="105"/>
        <source>Add a model column</source>
        <translation>モデルの列を追加</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="108"/>
        <source>No columns yet: add the models to ask.</source>
        <translation>列はまだありません。質問するモデルを追加してください。</translation>
    </message>
</context>
<context>
    <name>CommandPalette</name>
    <message>
        <location filename="../../ui/shell/palette.py" line="68"/>
        <source>Command palette</source>
        <translation>コマンドパレット</translation>
    </message>
    <message>
        <location filename="../../ui/shell/palette.py" line="72"/>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location filename="../../ui/shell/palette.py" line="73"/>
        <source>Type a command…</source>
        <translation>コマンドを入力…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/palette.py" line="77"/>
        <source>Commands</source>
        <translation>コマンド</translation>
    </message>
</context>
<context>
    <name>CompareColumn</name>
    <message>
        <location filename="../../ui/compare/view.py" line="87"/>
        <source>Model for column {0}</source>
        <translation>列 {0} のモデル</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="105"/>
        <source>Stop this column</source>
        <translation>この列を停止</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="111"/>
        <source>Ask this model again</source>
        <translation>このモデルにもう一度聞く</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="109"/>
        <source>Retry this column</source>
        <translation>この列を再試行</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="114"/>
        <source>Remove column</source>
        <translation>列を削除</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="116"/>
        <source>Remove this column</source>
        <translation>この列を削除</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="123"/>
        <source>Continue with this one as a normal chat</source>
        <translation>これを通常のチャットとして続ける</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="119"/>
        <source>Continue with this one</source>
        <translation>これで続ける</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="99"/>
        <source>Search models for column {0}</source>
        <translation>列 {0} のモデルを検索</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="124"/>
        <source>⋯ Options</source>
        <translation>⋯ オプション</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="126"/>
        <source>Options for column {0}</source>
        <translation>列 {0} のオプション</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="127"/>
        <source>This column&apos;s own system prompt and parameters</source>
        <translation>この列専用のシステムプロンプトとパラメーター</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="142"/>
        <source>Temperature for this column</source>
        <translation>この列の temperature</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="146"/>
        <source>temp</source>
        <translation>temp</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="147"/>
        <source>Temperature for this column (blank: the panel&apos;s)</source>
        <translation>この列の temperature (空欄: パネルの値)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="151"/>
        <source>Max tokens for this column</source>
        <translation>この列の最大トークン数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="154"/>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="155"/>
        <source>Max tokens for this column (blank: the panel&apos;s)</source>
        <translation>この列の最大トークン数 (空欄: パネルの値)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="158"/>
        <source>Reasoning effort for this column</source>
        <translation>この列の推論の強さ</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="160"/>
        <source>effort</source>
        <translation>推論</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="161"/>
        <source>low</source>
        <translation>low</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="162"/>
        <source>medium</source>
        <translation>medium</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="163"/>
        <source>high</source>
        <translation>high</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="166"/>
        <source>Probabilities</source>
        <translation>確率</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="168"/>
        <source>Show probabilities for this column</source>
        <translation>この列の確率を表示</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="170"/>
        <source>Ask this column&apos;s model for token probabilities (blank: the panel&apos;s choice)</source>
        <translation>この列のモデルにトークンの確率を要求 (空欄: パネルの設定)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="193"/>
        <source>Endpoint for this column</source>
        <translation>この列のエンドポイント</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="249"/>
        <source>Panel&apos;s endpoint</source>
        <translation>パネルのエンドポイント</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="348"/>
        <source>Model {0}</source>
        <translation>モデル {0}</translation>
    </message>
</context>
<context>
    <name>ComparePresenter</name>
    <message>
        <location filename="../../ui/compare/presenter.py" line="192"/>
        <source>Compare models</source>
        <translation>モデルを比較</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="199"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="353"/>
        <source>The models are still answering; press Esc to stop.</source>
        <translation>モデルがまだ回答中です。止めるには Esc を押してください。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="267"/>
        <source>Vote first: the column would show its model.</source>
        <translation>先に投票してください。この列のモデルが分かってしまいます。</translation>
    </message>
</context>
<context>
    <name>CompareResults</name>
    <message>
        <location filename="../../ui/compare/results.py" line="64"/>
        <source>Wait for the replies to finish (or stop them) before synthesizing.</source>
        <translation>統合する前に、返信が終わるまで待つか返信を停止してください。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/results.py" line="66"/>
        <source>Vote first: synthesizing leaves the compare before the names show.</source>
        <translation>先に投票してください。統合すると、モデル名が公開される前に比較を離れることになります。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/results.py" line="88"/>
        <source>There is nothing to synthesize yet: send a prompt first.</source>
        <translation>まだ統合するものがありません。先にプロンプトを送信してください。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/results.py" line="131"/>
        <source>Export this compare</source>
        <translation>この比較をエクスポート</translation>
    </message>
    <message>
        <location filename="../../ui/compare/results.py" line="133"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/results.py" line="141"/>
        <source>Exported the compare to {0}</source>
        <translation>比較を {0} にエクスポートしました</translation>
    </message>
</context>
<context>
    <name>CompareSender</name>
    <message>
        <location filename="../../ui/compare/sending.py" line="54"/>
        <source>Vote for the best answer first; the names are revealed then.</source>
        <translation>先に一番良い回答に投票してください。投票するとモデル名が公開されます。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/sending.py" line="67"/>
        <source>A model of this blind round</source>
        <translation>このブラインドラウンドのモデル</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../../ui/compare/view.py" line="393"/>
        <source>Compare models</source>
        <translation>モデルを比較</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="395"/>
        <source>+ Column</source>
        <translation>+ 列</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="397"/>
        <source>Compare up to {0} models</source>
        <translation>最大 {0} 個のモデルを比較</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="398"/>
        <source>Blind</source>
        <translation>ブラインド</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="401"/>
        <source>Hide model names and shuffle the columns; vote, then see who was who</source>
        <translation>モデル名を隠して列を並べ替えます。投票すると正体が分かります</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="404"/>
        <source>Grid</source>
        <translation>グリッド</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="406"/>
        <source>Sync scroll</source>
        <translation>スクロールを同期</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="408"/>
        <source>Diff…</source>
        <translation>差分…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="410"/>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="412"/>
        <source>Synthesize…</source>
        <translation>統合…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="414"/>
        <source>Synthesize one answer</source>
        <translation>1 つの回答に統合</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="416"/>
        <source>Ask a model to write one answer from the columns&apos; latest answers</source>
        <translation>各列の最新の回答をもとに、モデルに 1 つの回答を書かせます</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="418"/>
        <source>Leaderboard</source>
        <translation>ランキング</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="420"/>
        <source>Setups</source>
        <translation>構成</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="422"/>
        <location filename="../../ui/compare/view.py" line="567"/>
        <source>Compare setups</source>
        <translation>比較の構成</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="424"/>
        <source>Save these columns as a setup, or bring back a saved one</source>
        <translation>これらの列を構成として保存するか、保存した構成を呼び出します</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="433"/>
        <source>One prompt goes to every column; each model keeps its own thread.</source>
        <translation>1 つのプロンプトをすべての列に送ります。各モデルは自分の会話を保ちます。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="441"/>
        <source>Compare columns</source>
        <translation>比較の列</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="541"/>
        <source>Which answer is best?</source>
        <translation>どの回答が一番良いですか?</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="542"/>
        <source>{0} is best</source>
        <translation>{0} が一番</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="543"/>
        <source>Tie</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="543"/>
        <source>All bad</source>
        <translation>どれも良くない</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="568"/>
        <source>Save setup…</source>
        <translation>構成を保存…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="574"/>
        <source>Replace the columns with this setup</source>
        <translation>列をこの構成に置き換える</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="577"/>
        <source>Rename</source>
        <translation>名前を変更</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="579"/>
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
        <location filename="../../ui/composer/frame.py" line="56"/>
        <source>Editing a message — Enter sends it as a new version, Esc cancels.</source>
        <translation>メッセージを編集中 — Enter で新しいバージョンとして送信、Esc でキャンセル。</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="59"/>
        <source>Editing a message</source>
        <translation>メッセージを編集中</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="64"/>
        <source>Attach images (or paste a screenshot, or drop files on the message box)</source>
        <translation>画像を添付 (スクリーンショットの貼り付けや、入力欄へのドロップもできます)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="69"/>
        <source>Attach images</source>
        <translation>画像を添付</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="72"/>
        <location filename="../../ui/composer/frame.py" line="77"/>
        <source>Capture a region of the screen</source>
        <translation>画面の一部をキャプチャ</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="80"/>
        <location filename="../../ui/composer/frame.py" line="85"/>
        <source>Dictate</source>
        <translation>音声入力</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="88"/>
        <source>Choose the model</source>
        <translation>モデルを選択</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="89"/>
        <source>Choose the model for this conversation</source>
        <translation>この会話のモデルを選択</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="94"/>
        <source>Send (Enter)</source>
        <translation>送信 (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="100"/>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="105"/>
        <source>Stop the reply (Esc)</source>
        <translation>返信を停止 (Esc)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="112"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
</context>
<context>
    <name>ComposerPresenter</name>
    <message>
        <location filename="../../ui/composer/presenter.py" line="105"/>
        <source>Still sending the last message…</source>
        <translation>前のメッセージを送信中です…</translation>
    </message>
    <message>
        <location filename="../../ui/composer/presenter.py" line="108"/>
        <source>Still preparing the images…</source>
        <translation>画像をまだ準備しています…</translation>
    </message>
    <message>
        <location filename="../../ui/composer/presenter.py" line="182"/>
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
        <location filename="../../ui/sidebar/conversation_list.py" line="95"/>
        <location filename="../../ui/sidebar/conversation_list.py" line="97"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="102"/>
        <location filename="../../ui/sidebar/conversation_list.py" line="106"/>
        <source>New chat with an assistant</source>
        <translation>アシスタントで新しいチャット</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="109"/>
        <source>Search conversations</source>
        <translation>会話を検索</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="110"/>
        <source>Search (Ctrl+K)</source>
        <translation>検索 (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="116"/>
        <source>Conversations</source>
        <translation>会話</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="119"/>
        <source>Grouped by folder and by date. A compare is listed once, with the models it compared under it. Drag a conversation onto a folder to file it.</source>
        <translation>フォルダーと日付ごとにまとめています。比較は 1 件として表示され、その下に比較したモデルが並びます。会話をフォルダーにドラッグすると整理できます。</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="212"/>
        <source>No conversation matches.</source>
        <translation>一致する会話はありません。</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="214"/>
        <source>No conversations yet. Start one with New chat (Ctrl+N).</source>
        <translation>まだ会話がありません。「新しいチャット」(Ctrl+N) で始めましょう。</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="486"/>
        <source>New folder</source>
        <translation>新しいフォルダー</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="502"/>
        <source>Conversation actions</source>
        <translation>会話の操作</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="508"/>
        <source>Folder actions</source>
        <translation>フォルダーの操作</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/menu.py" line="93"/>
        <source>Folder name:</source>
        <translation>フォルダー名:</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="528"/>
        <source>New folder…</source>
        <translation>新しいフォルダー…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="534"/>
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
        <location filename="../../data_folder.py" line="63"/>
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
        <location filename="../../services/describe_jobs_store.py" line="234"/>
        <source>{0} cannot be read ({1}).</source>
        <translation>{0} を読み込めません ({1})。</translation>
    </message>
    <message>
        <location filename="../../services/describe_jobs_store.py" line="235"/>
        <source>{0} cannot be written ({1}).</source>
        <translation>{0} に書き込めません ({1})。</translation>
    </message>
</context>
<context>
    <name>DescribePresenter</name>
    <message>
        <location filename="../../ui/describe/presenter.py" line="186"/>
        <source>No images found there.</source>
        <translation>そこに画像は見つかりませんでした。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="198"/>
        <source>1 image</source>
        <translation>画像 1 枚</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="198"/>
        <source>{0} images</source>
        <translation>画像 {0} 枚</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="200"/>
        <source>{0} in {1}</source>
        <translation>{1} 内の{0}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="218"/>
        <source>Reading the image sizes…</source>
        <translation>画像のサイズを読み取っています…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="237"/>
        <source>1 image to describe</source>
        <translation>説明する画像 1 枚</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="239"/>
        <source>{0} images to describe</source>
        <translation>説明する画像 {0} 枚</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="240"/>
        <source>about {0} input tokens</source>
        <translation>入力トークン約 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="241"/>
        <source>about {0} before the replies</source>
        <translation>返答を除いて約 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="243"/>
        <source>the price of {0} is not known</source>
        <translation>{0} の料金は不明です</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="246"/>
        <source>{0} not readable as images</source>
        <translation>{0} 件は画像として読めません</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="255"/>
        <source>Write what to ask about each image first.</source>
        <translation>先に、各画像について何を尋ねるかを書いてください。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="258"/>
        <source>Choose a model first.</source>
        <translation>先にモデルを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="289"/>
        <source>Pausing: finishing the images being described…</source>
        <translation>一時停止中: 説明中の画像を仕上げています…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="321"/>
        <source>There is no API key: add one in Settings, then press Resume.</source>
        <translation>API キーがありません。設定で追加してから「再開」を押してください。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="370"/>
        <source>Images described: {0}.</source>
        <translation>説明した画像: {0}。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="372"/>
        <source>Failed: {0}.</source>
        <translation>失敗: {0}。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="418"/>
        <source>{0} of {1}</source>
        <translation>{0} / {1}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="433"/>
        <source>{0} tokens in, {1} out</source>
        <translation>入力 {0} トークン、出力 {1}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="438"/>
        <source>{0} failed</source>
        <translation>{0} 件失敗</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="462"/>
        <source>Exported to {0}.</source>
        <translation>{0} に書き出しました。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="473"/>
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
        <location filename="../../ui/describe/view.py" line="37"/>
        <source>Alt text</source>
        <translation>代替テキスト</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="38"/>
        <source>Caption</source>
        <translation>キャプション</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="39"/>
        <source>Extract the text</source>
        <translation>テキストを抽出</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="40"/>
        <source>Tags as JSON</source>
        <translation>タグ (JSON)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="43"/>
        <source>Auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="44"/>
        <source>Low (cheapest)</source>
        <translation>低 (最も安価)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="45"/>
        <source>High (fine detail)</source>
        <translation>高 (細部まで)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="184"/>
        <location filename="../../ui/describe/view.py" line="185"/>
        <source>Describe images</source>
        <translation>画像を説明</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="188"/>
        <source>Choose &amp;folder…</source>
        <translation>フォルダーを選択(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="189"/>
        <source>Every image in a folder and the folders in it</source>
        <translation>フォルダーとその中のフォルダーにあるすべての画像</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="190"/>
        <source>Choose f&amp;iles…</source>
        <translation>ファイルを選択(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="191"/>
        <source>No images chosen yet.</source>
        <translation>まだ画像が選ばれていません。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="203"/>
        <source>Your own…</source>
        <translation>自分で入力…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="208"/>
        <source>What to ask about each image</source>
        <translation>各画像について尋ねること</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="210"/>
        <source>{filename} is replaced by each image&apos;s file name.</source>
        <translation>{filename} は各画像のファイル名に置き換えられます。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="230"/>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="235"/>
        <source>Images described</source>
        <translation>説明した画像</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="236"/>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="238"/>
        <source>Finish the images being described, then send no more</source>
        <translation>説明中の画像を仕上げ、それ以上は送信しません</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="240"/>
        <source>Res&amp;ume</source>
        <translation>再開(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="241"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="243"/>
        <source>Stop now; the images not described yet can be resumed later</source>
        <translation>今すぐ停止します。まだ説明していない画像は後で再開できます</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="245"/>
        <source>Retry f&amp;ailed</source>
        <translation>失敗分を再試行(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="254"/>
        <source>Descriptions</source>
        <translation>説明</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="256"/>
        <source>One row per image. F2 or a double click edits a description.</source>
        <translation>画像ごとに 1 行。F2 またはダブルクリックで説明を編集します。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="262"/>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="263"/>
        <source>Copy the table as tab-separated text</source>
        <translation>表をタブ区切りテキストとしてコピー</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="264"/>
        <source>&amp;Export…</source>
        <translation>書き出し(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="265"/>
        <source>Save as CSV, JSON or JSON Lines</source>
        <translation>CSV、JSON、JSON Lines で保存</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="287"/>
        <source>P&amp;rompt:</source>
        <translation>プロンプト(&amp;R):</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="289"/>
        <source>&amp;Model:</source>
        <translation>モデル(&amp;M):</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="291"/>
        <source>&amp;Detail:</source>
        <translation>詳細度(&amp;D):</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="294"/>
        <source>Prompt text</source>
        <translation>プロンプトの文面</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="314"/>
        <source>Choose a folder of images</source>
        <translation>画像のフォルダーを選択</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="324"/>
        <source>Choose images</source>
        <translation>画像を選択</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="326"/>
        <source>Images ({0});;All files (*)</source>
        <translation>画像 ({0});;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="334"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="335"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="336"/>
        <source>JSON Lines (*.jsonl)</source>
        <translation>JSON Lines (*.jsonl)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="340"/>
        <source>Export the descriptions</source>
        <translation>説明を書き出す</translation>
    </message>
</context>
<context>
    <name>DescriptionEditor</name>
    <message>
        <location filename="../../ui/describe/view.py" line="60"/>
        <source>Description</source>
        <translation>説明</translation>
    </message>
</context>
<context>
    <name>DesktopShortcuts</name>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="31"/>
        <source>Quick ask</source>
        <translation>クイック質問</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="32"/>
        <source>Capture region</source>
        <translation>範囲をキャプチャ</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="33"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="45"/>
        <source>Quick ask from anywhere</source>
        <translation>どこからでもクイック質問</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="49"/>
        <source>Looking for the desktop&apos;s shortcut service…</source>
        <translation>デスクトップのショートカットサービスを探しています…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="65"/>
        <source>This desktop offers no shortcut service. To ask from anywhere, bind these commands to keys in the desktop&apos;s own keyboard settings:</source>
        <translation>このデスクトップにはショートカットサービスがありません。どこからでも質問するには、デスクトップ自身のキーボード設定で次のコマンドをキーに割り当ててください:</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="86"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="89"/>
        <source>Copy the command for {0}</source>
        <translation>{0} のコマンドをコピー</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="119"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="124"/>
        <source>The desktop bound no keys.</source>
        <translation>デスクトップはキーを割り当てませんでした。</translation>
    </message>
</context>
<context>
    <name>Dictation</name>
    <message>
        <location filename="../../ui/voice/dictation.py" line="105"/>
        <source>Dictation cancelled.</source>
        <translation>音声入力をキャンセルしました。</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="132"/>
        <source>Not transcribed: {0}</source>
        <translation>文字起こしできませんでした: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="140"/>
        <source>Nothing was heard in the recording.</source>
        <translation>録音から音声を聞き取れませんでした。</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="169"/>
        <source>Stop and transcribe (Ctrl+Shift+V)</source>
        <translation>停止して文字起こし (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="171"/>
        <source>Dictate: speak, then stop to have it written here (Ctrl+Shift+V)</source>
        <translation>音声入力: 話し終えて停止すると、ここに文字で入力されます (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="173"/>
        <source>Stop dictating</source>
        <translation>音声入力を停止</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="173"/>
        <source>Dictate</source>
        <translation>音声入力</translation>
    </message>
</context>
<context>
    <name>DiffDialog</name>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="36"/>
        <source>Compare two answers word by word</source>
        <translation>2 つの回答を単語ごとに比較</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="42"/>
        <source>First answer</source>
        <translation>1つ目の回答</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="43"/>
        <source>Second answer</source>
        <translation>2つ目の回答</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="71"/>
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
        <location filename="../../services/endpoints.py" line="130"/>
        <source>Your key is kept in your system keyring ({0}), never in a file.</source>
        <translation>キーはシステムのキーリング ({0}) に保存され、ファイルには保存されません。</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="134"/>
        <source>This computer has no keyring: the key is used for this session only.</source>
        <translation>このコンピューターにはキーリングがありません。キーはこのセッションでのみ使われます。</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="155"/>
        <source>The system keyring did not answer.</source>
        <translation>システムのキーリングが応答しませんでした。</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="163"/>
        <source>COMETDESK_API_KEY (this run only)</source>
        <translation>COMETDESK_API_KEY (今回の起動のみ)</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="137"/>
        <location filename="../../services/endpoints.py" line="196"/>
        <source>{0} The key is used for this session only.</source>
        <translation>{0} キーはこのセッションでのみ使われます。</translation>
    </message>
</context>
<context>
    <name>EndpointsTab</name>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="57"/>
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
    <name>FailedAttempts</name>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="40"/>
        <source>1 failed attempt</source>
        <translation>失敗した試行 1 回</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="42"/>
        <source>{0} failed attempts</source>
        <translation>失敗した試行 {0} 回</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="50"/>
        <source>Attempt {0} · {1} — {2}</source>
        <translation>試行 {0} · {1} — {2}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="53"/>
        <source>it failed</source>
        <translation>失敗しました</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="58"/>
        <source>What had arrived: {0}</source>
        <translation>届いていた内容: {0}</translation>
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
    <name>FiguresFeed</name>
    <message>
        <location filename="../../ui/compare/figures_feed.py" line="67"/>
        <source>Column {0}</source>
        <translation>列 {0}</translation>
    </message>
</context>
<context>
    <name>FiguresModel</name>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="78"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="79"/>
        <source>First token</source>
        <translation>最初のトークン</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="80"/>
        <source>Tokens/s</source>
        <translation>トークン/秒</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="81"/>
        <source>Input tokens</source>
        <translation>入力トークン</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="82"/>
        <source>Output tokens</source>
        <translation>出力トークン</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="83"/>
        <source>Cost</source>
        <translation>費用</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="84"/>
        <source>Words</source>
        <translation>語数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="85"/>
        <source>Finish</source>
        <translation>終了理由</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="86"/>
        <source>Mean token probability</source>
        <translation>トークンの平均確率</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="91"/>
        <source>The column&apos;s model (a letter while the arena hides the names)</source>
        <translation>この列のモデル (アリーナで名前を隠している間は文字で表示)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="92"/>
        <source>Seconds from sending to the first token of the reply</source>
        <translation>送信から返信の最初のトークンまでの秒数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="93"/>
        <source>Output tokens per second, from the first token to the end</source>
        <translation>1 秒あたりの出力トークン数 (最初のトークンから終わりまで)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="94"/>
        <source>Tokens sent: the prompt and the column&apos;s history</source>
        <translation>送信したトークン: プロンプトとこの列の履歴</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="95"/>
        <source>Tokens generated, reasoning included</source>
        <translation>生成されたトークン (推論を含む)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="96"/>
        <source>What the reply cost, from the catalog&apos;s prices</source>
        <translation>返信の費用 (カタログの価格から算出)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="97"/>
        <source>Length of the answer in words</source>
        <translation>回答の長さ (語数)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="98"/>
        <source>Why the reply ended</source>
        <translation>返信が終わった理由</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="99"/>
        <source>How sure the model was: the mean probability of its tokens</source>
        <translation>モデルの確信度: トークンの平均確率</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="113"/>
        <source>after the vote</source>
        <translation>投票後</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="115"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="119"/>
        <source>{0} s</source>
        <translation>{0} 秒</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="124"/>
        <source>{0}, of which {1} reasoning</source>
        <translation>{0}（うち推論 {1}）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="130"/>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="154"/>
        <source>First token (s)</source>
        <translation>最初のトークン (秒)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="156"/>
        <source>Cost (USD)</source>
        <translation>費用 (USD)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="161"/>
        <source>stop</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="162"/>
        <source>length (max tokens)</source>
        <translation>長さ (最大トークン数)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="163"/>
        <source>content filter</source>
        <translation>コンテンツフィルター</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="164"/>
        <source>tool calls</source>
        <translation>ツール呼び出し</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="165"/>
        <source>answering…</source>
        <translation>回答中…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="166"/>
        <source>stopped by you</source>
        <translation>ユーザーが停止</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="167"/>
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="168"/>
        <source>incomplete</source>
        <translation>未完了</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="169"/>
        <source>interrupted</source>
        <translation>中断</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="170"/>
        <source>no reply yet</source>
        <translation>まだ返信なし</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="241"/>
        <source>hidden until the vote</source>
        <translation>投票まで非表示</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="243"/>
        <source>unknown: {0}</source>
        <translation>不明: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="244"/>
        <source>not reported</source>
        <translation>報告なし</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="246"/>
        <source>{0} seconds</source>
        <translation>{0} 秒</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="249"/>
        <source>{0}, best</source>
        <translation>{0} (最良)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="254"/>
        <source>Prices would give the models away: the cost shows after the vote.</source>
        <translation>価格でモデルが分かってしまうため、費用は投票後に表示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="260"/>
        <source>The first to answer</source>
        <translation>最初に回答</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="261"/>
        <source>The fastest</source>
        <translation>最速</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="262"/>
        <source>The cheapest</source>
        <translation>最安</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="268"/>
        <source>the endpoint reported no token usage for this reply</source>
        <translation>エンドポイントはこの返信のトークン使用量を報告しませんでした</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="269"/>
        <source>the endpoint reported a negative token count</source>
        <translation>エンドポイントが負のトークン数を報告しました</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="271"/>
        <source>the endpoint reported more cached tokens than input tokens</source>
        <translation>エンドポイントが入力トークンより多いキャッシュ済みトークンを報告しました</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="274"/>
        <source>the endpoint reported more reasoning tokens than output tokens</source>
        <translation>エンドポイントが出力トークンより多い推論トークンを報告しました</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="290"/>
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
        <location filename="../../ui/shell/main_window.py" line="134"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.py" line="135"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/room.py" line="102"/>
        <source>&amp;New chat with an assistant…</source>
        <translation>アシスタントで新しいチャット(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/room.py" line="107"/>
        <source>Start a chat with an assistant&apos;s instructions, model and tools</source>
        <translation>アシスタントの指示・モデル・ツールでチャットを開始</translation>
    </message>
    <message>
        <location filename="../../ui/capture/room.py" line="90"/>
        <source>Capture a &amp;region of the screen</source>
        <translation>画面の一部をキャプチャ(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/capture/room.py" line="95"/>
        <source>Freeze the screen, drag a rectangle, and attach it to the message</source>
        <translation>画面を静止させ、矩形をドラッグして、メッセージに添付します</translation>
    </message>
    <message>
        <location filename="../../ui/quick/room.py" line="111"/>
        <source>Quick &amp;ask…</source>
        <translation>クイック質問(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../ui/quick/room.py" line="116"/>
        <source>A small window that stays on top: ask one thing, with an image if you like</source>
        <translation>常に手前に表示される小さなウィンドウ: 1 つだけ質問できます (画像の添付も可)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/room.py" line="31"/>
        <source>&amp;Describe images…</source>
        <translation>画像を説明(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/room.py" line="36"/>
        <source>Describe a folder of images: alt text, captions, text or tags, to a file</source>
        <translation>フォルダー内の画像を説明: 代替テキスト、キャプション、テキスト、タグをファイルに出力</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="125"/>
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="129"/>
        <source>Import a Comet Desk export or a ChatGPT conversations.json</source>
        <translation>Comet Desk のエクスポートまたは ChatGPT の conversations.json をインポート</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="137"/>
        <source>Export all as &amp;JSON…</source>
        <translation>すべて JSON でエクスポート(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="146"/>
        <source>Export all as &amp;Markdown…</source>
        <translation>すべて Markdown でエクスポート(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="51"/>
        <source>New &amp;chat</source>
        <translation>新しいチャット(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="56"/>
        <source>Start a new conversation</source>
        <translation>新しい会話を始めます</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="62"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/sync/room.py" line="94"/>
        <source>&amp;Sync and backups…</source>
        <translation>同期とバックアップ(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/room.py" line="98"/>
        <source>Keep this history in step with your other machines, end-to-end encrypted</source>
        <translation>この履歴をほかのデバイスと同期します (エンドツーエンド暗号化)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.py" line="136"/>
        <source>&amp;Tools</source>
        <translation>ツール(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/room.py" line="64"/>
        <source>MCP servers and tools…</source>
        <translation>MCP サーバーとツール…</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/room.py" line="50"/>
        <source>&amp;Prompts…</source>
        <translation>プロンプト(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/room.py" line="54"/>
        <source>Saved prompts: type / at the start of the message box to use one</source>
        <translation>保存したプロンプト: 入力欄の先頭で / を入力すると使えます</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/room.py" line="29"/>
        <source>Prompt &amp;sets…</source>
        <translation>プロンプトセット(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/room.py" line="33"/>
        <source>Send many prompts to several models and compare the answers in a grid</source>
        <translation>多数のプロンプトを複数のモデルに送り、回答をグリッドで比較</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/room.py" line="77"/>
        <source>&amp;Knowledge bases…</source>
        <translation>ナレッジベース(&amp;K)…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/room.py" line="81"/>
        <source>Folders of documents a chat can search and cite</source>
        <translation>チャットから検索・引用できるドキュメントのフォルダー</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/room.py" line="115"/>
        <source>&amp;Assistants…</source>
        <translation>アシスタント(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/room.py" line="119"/>
        <source>Assistants: instructions, a model, tools and knowledge to start chats with</source>
        <translation>アシスタント: チャットを始めるときの指示・モデル・ツール・ナレッジのセット</translation>
    </message>
</context>
<context>
    <name>FirstRunSheet</name>
    <message>
        <location filename="../../ui/settings/first_run.py" line="103"/>
        <source>Paste an API key to start chatting. Comet Desk talks to CometAPI or any OpenAI-compatible endpoint.</source>
        <translation>チャットを始めるには API キーを貼り付けてください。Comet Desk は CometAPI や任意の OpenAI 互換エンドポイントと通信します。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="120"/>
        <location filename="../../ui/settings/first_run.py" line="274"/>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="137"/>
        <source>No key yet? Create one in the &lt;a href=&quot;{url}&quot;&gt;CometAPI console&lt;/a&gt;.</source>
        <translation>キーをお持ちでない場合は、&lt;a href=&quot;{url}&quot;&gt;CometAPI コンソール&lt;/a&gt;で作成できます。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="175"/>
        <source>Change it for another OpenAI-compatible endpoint; more can be added later in Settings.</source>
        <translation>別の OpenAI 互換エンドポイントを使う場合は変更してください。後から設定でさらに追加できます。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="252"/>
        <source>Checking…</source>
        <translation>確認中…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="274"/>
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
    <name>ImageModePresenter</name>
    <message>
        <location filename="../../ui/imagegen/presenter.py" line="29"/>
        <source>Image mode</source>
        <translation>画像モード</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/presenter.py" line="34"/>
        <source>Image options for {0}</source>
        <translation>{0} の画像オプション</translation>
    </message>
</context>
<context>
    <name>ImageOptionsBar</name>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="15"/>
        <source>Image options</source>
        <translation>画像のオプション</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="19"/>
        <source>Image mode</source>
        <translation>画像モード</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="22"/>
        <source>Image size</source>
        <translation>画像サイズ</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="23"/>
        <source>Image quality</source>
        <translation>画像の品質</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="26"/>
        <location filename="../../ui/imagegen/options_bar.py" line="27"/>
        <source>Number of images</source>
        <translation>画像の枚数</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="30"/>
        <source>&amp;Size</source>
        <translation>サイズ(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="32"/>
        <source>&amp;Quality</source>
        <translation>品質(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="34"/>
        <source>Ima&amp;ges</source>
        <translation>枚数(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="66"/>
        <source>Auto</source>
        <translation>自動</translation>
    </message>
</context>
<context>
    <name>ImageTurn</name>
    <message>
        <location filename="../../services/image_turn.py" line="28"/>
        <source>{0} does not edit images: the attached image was not sent.</source>
        <translation>{0} は画像を編集できません。添付画像は送信されませんでした。</translation>
    </message>
    <message>
        <location filename="../../services/image_turn.py" line="31"/>
        <source>The attached image was sent to be edited.</source>
        <translation>添付画像を編集用に送信しました。</translation>
    </message>
    <message>
        <location filename="../../services/image_turn.py" line="32"/>
        <source>Describe the image to make: the prompt is empty.</source>
        <translation>作成する画像を説明してください。プロンプトが空です。</translation>
    </message>
</context>
<context>
    <name>ImageViewer</name>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="37"/>
        <source>&amp;Fit to window</source>
        <translation>ウィンドウに合わせる(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="44"/>
        <source>This image could not be shown.</source>
        <translation>この画像は表示できませんでした。</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="46"/>
        <source>{0}×{1} pixels</source>
        <translation>{0}×{1} ピクセル</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="55"/>
        <source>&amp;Save as…</source>
        <translation>名前を付けて保存(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="57"/>
        <source>Save the image as a file</source>
        <translation>画像をファイルに保存</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="72"/>
        <source>Save image</source>
        <translation>画像を保存</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="72"/>
        <source>Images (*.{0})</source>
        <translation>画像 (*.{0})</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="80"/>
        <source>Could not save the image: {0}</source>
        <translation>画像を保存できませんでした: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="82"/>
        <source>Saved.</source>
        <translation>保存しました。</translation>
    </message>
</context>
<context>
    <name>ItemManager</name>
    <message>
        <location filename="../../ui/common/item_manager.py" line="62"/>
        <source>&amp;New…</source>
        <translation>新規(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../ui/common/item_manager.py" line="63"/>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../ui/common/item_manager.py" line="64"/>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/common/item_manager.py" line="65"/>
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/common/item_manager.py" line="67"/>
        <source>E&amp;xport…</source>
        <translation>エクスポート(&amp;X)…</translation>
    </message>
</context>
<context>
    <name>KnowledgePresenter</name>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="151"/>
        <source>{0} · {1} documents, {2} passages, {3} embedded · {4}</source>
        <translation>{0} · ドキュメント {1} 件、パッセージ {2} 件、埋め込み済み {3} 件 · {4}</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="156"/>
        <source>no folders</source>
        <translation>フォルダーなし</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="296"/>
        <source>&amp;Resume</source>
        <translation>再開(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="297"/>
        <source>Resume indexing</source>
        <translation>インデックス作成を再開</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="176"/>
        <source>Everything read is embedded.</source>
        <translation>読み込んだ内容はすべて埋め込み済みです。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="179"/>
        <source>price unknown</source>
        <translation>料金不明</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="181"/>
        <source>under $0.0001</source>
        <translation>$0.0001 未満</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="185"/>
        <source>To embed: 1 passage, about {0} tokens ({1}).</source>
        <translation>未埋め込み: パッセージ 1 件、約 {0} トークン ({1})。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="188"/>
        <source>To embed: {0} passages, about {1} tokens ({2}).</source>
        <translation>未埋め込み: パッセージ {0} 件、約 {1} トークン ({2})。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="363"/>
        <source>A folder for the knowledge base</source>
        <translation>ナレッジベースに追加するフォルダー</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="204"/>
        <source>Give the knowledge base a name.</source>
        <translation>ナレッジベースに名前を付けてください。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="206"/>
        <source>Add at least one folder or file.</source>
        <translation>フォルダーまたはファイルを 1 つ以上追加してください。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="208"/>
        <source>A knowledge base named {0} exists already.</source>
        <translation>{0} という名前のナレッジベースは既にあります。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="304"/>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="305"/>
        <source>Pause indexing</source>
        <translation>インデックス作成を一時停止</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="256"/>
        <source>Reading the files…</source>
        <translation>ファイルを読み込んでいます…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="256"/>
        <source>Updating…</source>
        <translation>更新中…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="273"/>
        <source>Reading files: {0} of {1}</source>
        <translation>ファイルを読み込み中: {1} 件中 {0} 件</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="275"/>
        <source>Embedding passages: {0} of {1}</source>
        <translation>パッセージを埋め込み中: {1} 件中 {0} 件</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="293"/>
        <source>Paused; Resume goes on from where it stopped.</source>
        <translation>一時停止しました。「再開」で中断したところから続けます。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="295"/>
        <source>1 file read</source>
        <translation>ファイル 1 件を読み込み</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="297"/>
        <source>{0} files read</source>
        <translation>ファイル {0} 件を読み込み</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="300"/>
        <source>1 passage embedded</source>
        <translation>パッセージ 1 件を埋め込み</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="302"/>
        <source>{0} passages embedded</source>
        <translation>パッセージ {0} 件を埋め込み</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="305"/>
        <source>{0}, {1}, {2} removed.</source>
        <translation>{0}、{1}、{2} 件を削除。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="306"/>
        <source>{0}, {1}.</source>
        <translation>{0}、{1}。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="328"/>
        <source>Remove {0}? Its documents on disk stay.</source>
        <translation>{0} を削除しますか? ディスク上のドキュメントはそのまま残ります。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="348"/>
        <source>Removed {0}; its documents are untouched.</source>
        <translation>{0} を削除しました。ドキュメント自体はそのままです。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="360"/>
        <source>Searching…</source>
        <translation>検索中…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="371"/>
        <source>Keyword hits only: {0}</source>
        <translation>キーワード一致のみ: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="383"/>
        <source>No passages found.</source>
        <translation>パッセージは見つかりませんでした。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="385"/>
        <source>1 passage found.</source>
        <translation>パッセージが 1 件見つかりました。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="387"/>
        <source>{0} passages found.</source>
        <translation>パッセージが {0} 件見つかりました。</translation>
    </message>
</context>
<context>
    <name>KnowledgeSection</name>
    <message>
        <location filename="../../ui/inspector/knowledge_section.py" line="22"/>
        <source>Knowledge bases</source>
        <translation>ナレッジベース</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/knowledge_section.py" line="26"/>
        <source>No knowledge bases yet.</source>
        <translation>ナレッジベースはまだありません。</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/knowledge_section.py" line="32"/>
        <source>Manage knowledge bases…</source>
        <translation>ナレッジベースを管理…</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/knowledge_section.py" line="33"/>
        <source>Manage knowledge bases</source>
        <translation>ナレッジベースを管理</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/knowledge_section.py" line="44"/>
        <source>Search {0} before each reply</source>
        <translation>返信のたびに、先に {0} を検索</translation>
    </message>
</context>
<context>
    <name>KnowledgeWindow</name>
    <message>
        <location filename="../../ui/knowledge/window.py" line="77"/>
        <location filename="../../ui/knowledge/window.py" line="84"/>
        <source>Knowledge bases</source>
        <translation>ナレッジベース</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="86"/>
        <source>No knowledge bases yet: New… makes one.</source>
        <translation>ナレッジベースはまだありません。「新規…」で作成できます。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="88"/>
        <source>&amp;New…</source>
        <translation>新規(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="88"/>
        <source>New knowledge base</source>
        <translation>新しいナレッジベース</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="91"/>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="91"/>
        <source>Remove the knowledge base</source>
        <translation>ナレッジベースを削除</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="106"/>
        <source>Name of the new knowledge base</source>
        <translation>新しいナレッジベースの名前</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="109"/>
        <source>Folders and files, one a line</source>
        <translation>フォルダーとファイル (1 行に 1 つ)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="110"/>
        <source>One folder or file a line</source>
        <translation>1 行に 1 つのフォルダーまたはファイル</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="114"/>
        <source>Add &amp;folder…</source>
        <translation>フォルダーを追加(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="114"/>
        <source>Add a folder</source>
        <translation>フォルダーを追加</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="119"/>
        <location filename="../../ui/knowledge/window.py" line="141"/>
        <source>Embedding model</source>
        <translation>埋め込みモデル</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="121"/>
        <source>&amp;Create</source>
        <translation>作成(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="121"/>
        <source>Create the knowledge base</source>
        <translation>ナレッジベースを作成</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="124"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="126"/>
        <source>Cancel the new knowledge base</source>
        <translation>新しいナレッジベースの作成をキャンセル</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="139"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="140"/>
        <source>Folders and files</source>
        <translation>フォルダーとファイル</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="157"/>
        <source>Indexing progress</source>
        <translation>インデックス作成の進行状況</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="161"/>
        <source>&amp;Index</source>
        <translation>インデックス作成(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="161"/>
        <source>Index the knowledge base</source>
        <translation>ナレッジベースのインデックスを作成</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="164"/>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="164"/>
        <source>Pause indexing</source>
        <translation>インデックス作成を一時停止</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="168"/>
        <source>Re-index</source>
        <translation>インデックスを再作成</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="170"/>
        <source>Embed every passage again</source>
        <translation>すべてのパッセージを埋め込み直す</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="183"/>
        <source>Remove it</source>
        <translation>削除する</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="186"/>
        <source>Keep it</source>
        <translation>残す</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="195"/>
        <location filename="../../ui/knowledge/window.py" line="198"/>
        <source>Files that could not be read</source>
        <translation>読み込めなかったファイル</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="203"/>
        <source>Search the knowledge base</source>
        <translation>ナレッジベースを検索</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="204"/>
        <source>Search this base, then Enter</source>
        <translation>このナレッジベースを検索 (入力して Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="209"/>
        <source>Passages found; Enter opens one</source>
        <translation>見つかったパッセージ (Enter で開く)</translation>
    </message>
</context>
<context>
    <name>LeaderboardDialog</name>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="79"/>
        <source>All time</source>
        <translation>全期間</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="80"/>
        <source>Last 30 days</source>
        <translation>過去 30 日</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="81"/>
        <source>Last 7 days</source>
        <translation>過去 7 日</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="92"/>
        <source>Your leaderboard</source>
        <translation>あなたのランキング</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="98"/>
        <source>Period</source>
        <translation>期間</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="107"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="108"/>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="109"/>
        <source>95% interval</source>
        <translation>95% 区間</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="110"/>
        <source>Votes</source>
        <translation>投票数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="111"/>
        <source>Wins</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="114"/>
        <source>Leaderboard</source>
        <translation>ランキング</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="122"/>
        <source>Export CSV…</source>
        <translation>CSV をエクスポート…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="134"/>
        <source>Each blind vote counts once, as a choice of the best among the answers shown (Plackett–Luce). Ratings are on an Elo-like scale (1000 = the models&apos; average); the 95% interval is where the rating likely lies, given your votes. Votes and Wins count votes with a winner: ties and all bad do not move the ratings, and a model needs {0} votes with a winner before it gets an interval.</source>
        <translation>ブラインド投票は 1 票につき 1 回、表示された回答の中から最良を選んだものとして数えます（Plackett–Luce）。評価は Elo に似た尺度です（1000 = モデルの平均）。95% 区間は、あなたの投票から見て評価がありそうな範囲です。「投票」と「勝ち」は勝者のある投票を数えます。引き分けと「すべて悪い」は評価を動かさず、区間が表示されるには勝者のある投票が {0} 票必要です。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="160"/>
        <source>Computing…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="169"/>
        <source>not enough votes yet ({0} of {1})</source>
        <translation>投票数が不足 ({0}/{1})</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="178"/>
        <source>{0} vote(s) with a winner; also shown in {1} tie(s) and {2} all bad</source>
        <translation>勝者のある投票 {0} 件。ほかに引き分け {1} 件、「すべて悪い」{2} 件に表示</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="181"/>
        <source>{0} vote(s)</source>
        <translation>{0} 票</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="188"/>
        <source>{0} vote(s) with a winner move the ratings; {1} tie(s) and {2} all bad do not.</source>
        <translation>勝者のある投票 {0} 件が評価を動かします。引き分け {1} 件と「すべて悪い」{2} 件は動かしません。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="192"/>
        <source>{0} vote(s) between answers of one model say nothing about the order.</source>
        <translation>同じモデルの回答同士の投票 {0} 件は順位について何も示しません。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="198"/>
        <source>Export leaderboard</source>
        <translation>ランキングをエクスポート</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="198"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/shell/main_window.py" line="81"/>
        <location filename="../../ui/shell/main_window.py" line="83"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
</context>
<context>
    <name>MessageActions</name>
    <message>
        <location filename="../../services/message_actions.py" line="118"/>
        <source>Previous version</source>
        <translation>前のバージョン</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="125"/>
        <source>Next version</source>
        <translation>次のバージョン</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="130"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="133"/>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="138"/>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="142"/>
        <source>Regenerate</source>
        <translation>再生成</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="145"/>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="149"/>
        <source>Show token probabilities</source>
        <translation>トークンの確率を表示</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="155"/>
        <source>Hide token probabilities</source>
        <translation>トークンの確率を非表示</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="161"/>
        <source>Read aloud</source>
        <translation>読み上げ</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="167"/>
        <source>Stop reading aloud</source>
        <translation>読み上げを停止</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="173"/>
        <source>Copy as plain text</source>
        <translation>プレーンテキストとしてコピー</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="180"/>
        <source>Fork from here</source>
        <translation>ここから分岐</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="187"/>
        <source>Save as prompt</source>
        <translation>プロンプトとして保存</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="194"/>
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
    <name>MessageFooter</name>
    <message>
        <location filename="../../ui/transcript/message_footer.py" line="65"/>
        <source>Copy code block {0} ({1})</source>
        <translation>コードブロック {0} をコピー ({1})</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_footer.py" line="73"/>
        <source>{0} for all {1} answers</source>
        <translation>{0} (回答 {1} 件の合計)</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_footer.py" line="88"/>
        <source>This answer&apos;s own figures. The request&apos;s usage and cost, for all {0} answers, are shown with the first answer.</source>
        <translation>この回答自身の数値です。{0} 件すべての回答分のリクエストの使用量と費用は最初の回答に表示されます。</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="107"/>
        <location filename="../../ui/transcript/message_widget.py" line="553"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="108"/>
        <source>Message from {0}</source>
        <translation>{0} からのメッセージ</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="185"/>
        <source>Editing in the box below</source>
        <translation>下の入力欄で編集中</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="186"/>
        <source>Being edited</source>
        <translation>編集中</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="194"/>
        <source>Assistant</source>
        <translation>アシスタント</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="222"/>
        <source>Sources</source>
        <translation>出典</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="353"/>
        <source>This reply failed; the details come after the vote</source>
        <translation>この返信は失敗しました。詳細は投票後に表示されます</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="396"/>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="396"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/audio_label.py" line="23"/>
        <source>Audio clip {0}, {1}</source>
        <translation>音声クリップ {0}、{1}</translation>
    </message>
</context>
<context>
    <name>ModelPopup</name>
    <message>
        <location filename="../../ui/common/model_search.py" line="64"/>
        <source>Search models</source>
        <translation>モデルを検索</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="65"/>
        <source>Search models…</source>
        <translation>モデルを検索…</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="69"/>
        <source>Models</source>
        <translation>モデル</translation>
    </message>
</context>
<context>
    <name>ModelSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="152"/>
        <location filename="../../ui/inspector/sections.py" line="188"/>
        <location filename="../../ui/inspector/sections.py" line="190"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="157"/>
        <source>Which endpoint this conversation talks to</source>
        <translation>この会話が使うエンドポイント</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="171"/>
        <source>Favourite model</source>
        <translation>お気に入りのモデル</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="173"/>
        <source>Favourite models are listed first</source>
        <translation>お気に入りのモデルが先頭に表示されます</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="187"/>
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
        <location filename="../../ui/settings/preferences.py" line="95"/>
        <source>Automatic: a small, cheap model the endpoint serves</source>
        <translation>自動: エンドポイントが提供する小さく安価なモデル</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="121"/>
        <source>Ask again about {0}</source>
        <translation>{0} についてもう一度確認する</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="125"/>
        <source>Forget “Don&apos;t ask again” for these models</source>
        <translation>これらのモデルの「今後確認しない」を取り消す</translation>
    </message>
</context>
<context>
    <name>OutputSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="280"/>
        <source>Output</source>
        <translation>出力</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="281"/>
        <source>Show probabilities</source>
        <translation>確率を表示</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="284"/>
        <source>Ask for each token&apos;s probability and its 5 likeliest alternatives; a reply&apos;s More actions then shows them</source>
        <translation>各トークンの確率と、可能性の高い他の候補 5 つを要求します。返信の「その他の操作」から表示できます</translation>
    </message>
</context>
<context>
    <name>ParamInputs</name>
    <message>
        <location filename="../../param_specs.py" line="125"/>
        <source>{0} must be a number from {1} to {2}.</source>
        <translation>{0} は {1} から {2} までの数値にしてください。</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="136"/>
        <source>{0} must be a whole number of at least {1}.</source>
        <translation>{0} は {1} 以上の整数にしてください。</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="138"/>
        <source>{0} must be a whole number from {1} to {2}.</source>
        <translation>{0} は {1} から {2} までの整数にしてください。</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="134"/>
        <source>{0} must be a whole number.</source>
        <translation>{0} は整数にしてください。</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="145"/>
        <source>{0} must be one of: {1}.</source>
        <translation>{0} は次のいずれかにしてください: {1}。</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="151"/>
        <source>Stop sequences must be text.</source>
        <translation>停止シーケンスはテキストにしてください。</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="154"/>
        <source>At most {0} stop sequences; there are {1}.</source>
        <translation>停止シーケンスは最大 {0} 個までです (現在 {1} 個)。</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="172"/>
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
    <name>ParamSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="255"/>
        <source>JSON schema</source>
        <translation>JSON スキーマ</translation>
    </message>
</context>
<context>
    <name>ParamSupport</name>
    <message>
        <location filename="../../api/param_support.py" line="23"/>
        <source>{0} does not return token probabilities.</source>
        <translation>{0} はトークンの確率を返しません。</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="332"/>
        <source>Only o-series and GPT-5.1+ models take a reasoning effort.</source>
        <translation>推論の強さを指定できるのは o シリーズと GPT-5.1 以降のモデルのみです。</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="349"/>
        <source>Only GPT-5 models take a verbosity.</source>
        <translation>詳しさを指定できるのは GPT-5 モデルのみです。</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="30"/>
        <source>{0} returns one answer per request.</source>
        <translation>{0} は 1 回のリクエストにつき 1 つの回答しか返しません。</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="34"/>
        <source>The Responses API does not take this parameter.</source>
        <translation>Responses API はこのパラメーターに対応していません。</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="37"/>
        <source>Web search runs on the Responses API: choose it under API.</source>
        <translation>Web 検索は Responses API で動作します。「API」で Responses を選んでください。</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="40"/>
        <source>The code interpreter runs on the Responses API: choose it under API.</source>
        <translation>コードインタープリターは Responses API で動作します。「API」で Responses を選んでください。</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="43"/>
        <source>Only the Responses API runs replies in the background.</source>
        <translation>バックグラウンドで返信を実行できるのは Responses API だけです。</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="35"/>
        <source>{0} not sent (the Responses API does not accept it)</source>
        <translation>{0} は送信されません（Responses API が受け付けないため）</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="310"/>
        <source>n not sent (the Responses API gives one answer)</source>
        <translation>n は送信されません (Responses API は回答を 1 つしか返しません)</translation>
    </message>
    <message>
        <location filename="../../services/chat_session.py" line="47"/>
        <source>n not sent (a reply that uses tools gives one answer)</source>
        <translation>n は送信されません (ツールを使う返信は回答を 1 つしか返しません)</translation>
    </message>
</context>
<context>
    <name>ParameterPanel</name>
    <message>
        <location filename="../../ui/inspector/panel.py" line="120"/>
        <location filename="../../ui/inspector/panel.py" line="175"/>
        <source>Parameters</source>
        <translation>パラメーター</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="125"/>
        <location filename="../../ui/inspector/panel.py" line="126"/>
        <source>Presets</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="127"/>
        <source>Named sets of model, parameters and system prompt</source>
        <translation>モデル・パラメーター・システムプロンプトの名前付きセット</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="263"/>
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
        <location filename="../../ui/common/model_search.py" line="44"/>
        <source>${0:g} per image</source>
        <translation>画像 1 枚あたり ${0:g}</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="46"/>
        <source>${0:g} per request</source>
        <translation>リクエストあたり ${0:g}</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="454"/>
        <source>Save current settings as preset…</source>
        <translation>現在の設定をプリセットとして保存…</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="457"/>
        <source>Default for new chats</source>
        <translation>新しいチャットの既定</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="459"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="463"/>
        <source>Delete preset</source>
        <translation>プリセットを削除</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="472"/>
        <source>Adjusted for this model:</source>
        <translation>このモデル向けに調整:</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="133"/>
        <location filename="../../ui/inspector/panel.py" line="290"/>
        <source>“{0}” is not served by this endpoint: a message sent with it would fail.</source>
        <translation>「{0}」はこのエンドポイントでは提供されていません。このモデルで送信したメッセージは失敗します。</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="137"/>
        <location filename="../../ui/inspector/panel.py" line="293"/>
        <source>Use {0} instead</source>
        <translation>代わりに {0} を使う</translation>
    </message>
</context>
<context>
    <name>Params</name>
    <message>
        <location filename="../../param_specs.py" line="39"/>
        <source>low</source>
        <translation>low</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="40"/>
        <source>medium</source>
        <translation>medium</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="41"/>
        <source>high</source>
        <translation>high</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="206"/>
        <source>Temperature</source>
        <translation>Temperature</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="209"/>
        <source>Higher gives more varied replies, lower more focused ones</source>
        <translation>高いほど多様な返信、低いほど的を絞った返信になります</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="219"/>
        <source>Top P</source>
        <translation>Top P</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="222"/>
        <source>Pick only among the likeliest tokens that together make up this share</source>
        <translation>合計でこの割合になる最も確率の高いトークンの中からだけ選びます</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="235"/>
        <source>Presence penalty</source>
        <translation>Presence penalty</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="238"/>
        <source>Above zero, the model moves on to new topics more readily</source>
        <translation>0 より大きいと、モデルは新しい話題に移りやすくなります</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="250"/>
        <source>Frequency penalty</source>
        <translation>Frequency penalty</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="253"/>
        <source>Above zero, the model repeats the same words less</source>
        <translation>0 より大きいと、モデルは同じ語を繰り返しにくくなります</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="265"/>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="268"/>
        <source>The same seed with the same parameters tends to give the same reply</source>
        <translation>同じシードと同じパラメーターでは同じ返信になりやすくなります</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="280"/>
        <source>Stop sequences</source>
        <translation>停止シーケンス</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="283"/>
        <source>The reply ends where the model would write one of these</source>
        <translation>モデルがこれらのいずれかを書く箇所で返信が終わります</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="285"/>
        <source>One per line, up to 4</source>
        <translation>1 行に 1 つ、最大 4 つ</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="293"/>
        <source>Max tokens</source>
        <translation>最大トークン</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="296"/>
        <source>The longest the reply may be, in tokens</source>
        <translation>返信の最大の長さ（トークン数）</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="306"/>
        <source>Answers (n)</source>
        <translation>回答数 (n)</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="314"/>
        <source>How many answers one request asks for</source>
        <translation>1 回のリクエストで求める回答の数</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="324"/>
        <source>Reasoning effort</source>
        <translation>推論の強さ</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="327"/>
        <source>How long a reasoning model thinks before it answers</source>
        <translation>推論モデルが答える前に考える長さ</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="341"/>
        <source>Verbosity</source>
        <translation>詳しさ</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="344"/>
        <source>How long and detailed the answer is</source>
        <translation>回答の長さと詳しさ</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="356"/>
        <source>Response format</source>
        <translation>応答形式</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="359"/>
        <source>Plain text, any JSON object, or JSON that fits a schema</source>
        <translation>プレーンテキスト、任意の JSON オブジェクト、またはスキーマに合う JSON</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="362"/>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="363"/>
        <source>JSON object</source>
        <translation>JSON オブジェクト</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="364"/>
        <source>JSON schema</source>
        <translation>JSON スキーマ</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="372"/>
        <source>Service tier</source>
        <translation>サービスティア</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="375"/>
        <source>Flex costs less and may take longer; priority answers sooner for more</source>
        <translation>Flex は安価ですが時間がかかることがあります。Priority は割高ですが早く回答します</translation>
    </message>
</context>
<context>
    <name>PassageView</name>
    <message>
        <location filename="../../ui/knowledge/passage_view.py" line="41"/>
        <source>Sheet {0} of {1}</source>
        <translation>{1} シート中 {0} シート</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/passage_view.py" line="43"/>
        <source>Slide {0} of {1}</source>
        <translation>{1} スライド中 {0} スライド</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/passage_view.py" line="44"/>
        <source>Page {0} of {1}</source>
        <translation>{1} ページ中 {0} ページ</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/passage_view.py" line="55"/>
        <source>{0} could not be read again ({1}); this is the passage as it was sent.</source>
        <translation>{0} を再度読み込めませんでした ({1})。送信時のパッセージを表示しています。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/passage_view.py" line="65"/>
        <source>The passage in its document</source>
        <translation>文書内のパッセージ</translation>
    </message>
</context>
<context>
    <name>Passphrase</name>
    <message>
        <location filename="../../sync/passphrase.py" line="63"/>
        <source>This passphrase is strong.</source>
        <translation>このパスフレーズは十分に強力です。</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="64"/>
        <source>This passphrase is too easy to guess: {0}.</source>
        <translation>このパスフレーズは推測されやすすぎます：{0}。</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="77"/>
        <location filename="../../sync/passphrase.py" line="80"/>
        <source>it is one of the most common passwords</source>
        <translation>最もよく使われるパスワードの一つです</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="83"/>
        <source>it is a common password</source>
        <translation>よく使われるパスワードです</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="84"/>
        <source>it is close to a common password</source>
        <translation>よく使われるパスワードに似ています</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="87"/>
        <source>it is a single word</source>
        <translation>単語が一つだけです</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="88"/>
        <source>it is a name by itself</source>
        <translation>名前だけです</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="91"/>
        <source>it is built on a common name</source>
        <translation>よくある名前をもとにしています</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="94"/>
        <source>it is a row of keys on the keyboard</source>
        <translation>キーボードのキーを一列に並べただけです</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="97"/>
        <source>it is a short keyboard pattern</source>
        <translation>短いキーボードのパターンです</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="100"/>
        <source>it repeats one character</source>
        <translation>同じ文字を繰り返しています</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="103"/>
        <source>it repeats the same few characters</source>
        <translation>同じ数文字を繰り返しています</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="106"/>
        <source>it is a sequence such as abc or 6543</source>
        <translation>abc や 6543 のような連続した並びです</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="109"/>
        <source>it leans on a recent year</source>
        <translation>最近の年に頼っています</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="110"/>
        <source>it leans on a date</source>
        <translation>日付に頼っています</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="112"/>
        <source>it contains the storage&apos;s name or your user name</source>
        <translation>ストレージの名前かユーザー名が含まれています</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="113"/>
        <source>it contains this app&apos;s name</source>
        <translation>このアプリの名前が含まれています</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="114"/>
        <source>someone with a copy of the storage could find it by trying common words</source>
        <translation>ストレージのコピーを持つ人が、よくある単語を試すだけで見つけられます</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="117"/>
        <source>it is empty</source>
        <translation>空です</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="118"/>
        <source>Add another word or two; a few uncommon words are easy to remember and hard to guess.</source>
        <translation>単語をあと一つか二つ加えてください。あまり使われない単語をいくつか並べると、覚えやすく推測されにくくなります。</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="126"/>
        <source>Swapping letters for look-alike symbols (@ for a) hardly helps: add another word or two instead.</source>
        <translation>文字を似た記号に置き換えても（a を @ にするなど）ほとんど効果がありません。代わりに単語をあと一つか二つ加えてください。</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="134"/>
        <location filename="../../sync/passphrase.py" line="140"/>
        <source>Capital letters hardly help: add another word or two instead.</source>
        <translation>大文字にしてもほとんど効果がありません。代わりに単語をあと一つか二つ加えてください。</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="146"/>
        <source>Spelling words backwards hardly helps: add another word or two instead.</source>
        <translation>単語を逆から綴ってもほとんど効果がありません。代わりに単語をあと一つか二つ加えてください。</translation>
    </message>
</context>
<context>
    <name>PriceDialog</name>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="47"/>
        <source>An expensive model</source>
        <translation>高価なモデル</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="51"/>
        <source>{0} costs {1} per million output tokens and {2} per million input tokens: a reply of 1,000 tokens costs about {3}.</source>
        <translation>{0} の料金は出力 100 万トークンあたり {1}、入力 100 万トークンあたり {2} です。1,000 トークンの返信で約 {3} かかります。</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="61"/>
        <source>{0} costs {1} per million output tokens: a reply of 1,000 tokens costs about {2}.</source>
        <translation>{0} の料金は出力 100 万トークンあたり {1} です。1,000 トークンの返信で約 {2} かかります。</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="64"/>
        <source>The models you usually use are free.</source>
        <translation>いつも使っているモデルは無料です。</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="67"/>
        <source>That is about {0} times the models you usually use ({1} per million output tokens).</source>
        <translation>いつも使っているモデル（出力 100 万トークンあたり {1}）の約 {0} 倍です。</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="72"/>
        <source>That is about {0} times a typical model ({1} per million output tokens).</source>
        <translation>一般的なモデル（出力 100 万トークンあたり {1}）の約 {0} 倍です。</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="74"/>
        <source>Send to {0}?</source>
        <translation>{0} に送信しますか？</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="77"/>
        <source>Don&apos;t ask again for this model</source>
        <translation>このモデルについては今後確認しない</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="80"/>
        <source>Send to {0} from now on without asking (Settings → Models)</source>
        <translation>今後は確認せずに {0} に送信する（設定 → モデル）</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="84"/>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="87"/>
        <source>Send to {0}</source>
        <translation>{0} に送信</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="90"/>
        <source>Cancel: nothing is sent</source>
        <translation>キャンセル: 何も送信されません</translation>
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
        <location filename="../../ui/prompts/manager.py" line="20"/>
        <source>Prompts</source>
        <translation>プロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="22"/>
        <source>Type / at the start of the message box to use one. {{name}} in a prompt is asked for when it is used.</source>
        <translation>入力欄の先頭で / を入力するとプロンプトを使えます。プロンプト内の {{name}} は、使うときに入力を求められます。</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="25"/>
        <source>Saved prompts</source>
        <translation>保存したプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="26"/>
        <source>Add the prompts of an exported JSON file</source>
        <translation>エクスポートした JSON ファイルのプロンプトを追加</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="27"/>
        <source>Save all prompts to a JSON file</source>
        <translation>すべてのプロンプトを JSON ファイルに保存</translation>
    </message>
</context>
<context>
    <name>PromptPicker</name>
    <message>
        <location filename="../../ui/prompts/picker.py" line="73"/>
        <source>Prompt library</source>
        <translation>プロンプトライブラリ</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="77"/>
        <location filename="../../ui/prompts/picker.py" line="81"/>
        <source>Prompts</source>
        <translation>プロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="83"/>
        <source>Type after the slash to search; Up and Down move, Enter uses the prompt</source>
        <translation>スラッシュに続けて入力すると検索します。上下キーで移動、Enter でプロンプトを使用します</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="85"/>
        <source>No prompt matches. Tools ▸ Prompts… adds one.</source>
        <translation>一致するプロンプトはありません。「ツール ▸ プロンプト…」で追加できます。</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="88"/>
        <source>↑↓ move · Enter uses · Esc closes</source>
        <translation>↑↓ 移動 · Enter 使用 · Esc 閉じる</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="170"/>
        <source>No prompt matches</source>
        <translation>一致するプロンプトはありません</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="170"/>
        <source>{0}, {1} of {2}</source>
        <translation>{0}、{2} 件中 {1} 件目</translation>
    </message>
</context>
<context>
    <name>PromptSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="384"/>
        <location filename="../../ui/inspector/sections.py" line="387"/>
        <source>System prompt</source>
        <translation>システムプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="388"/>
        <source>Optional instructions for the model</source>
        <translation>モデルへの指示 (任意)</translation>
    </message>
</context>
<context>
    <name>PromptSetGridModel</name>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="144"/>
        <location filename="../../ui/promptsets/grid_model.py" line="160"/>
        <source>Tie</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="146"/>
        <location filename="../../ui/promptsets/grid_model.py" line="160"/>
        <source>All bad</source>
        <translation>どれも良くない</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="180"/>
        <source>Prompt {0}: {1}</source>
        <translation>プロンプト {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="198"/>
        <source>{0}, prompt {1}: {2}</source>
        <translation>{0}、プロンプト {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="212"/>
        <source>Best for prompt {0}: {1}</source>
        <translation>プロンプト {0} の最良: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="213"/>
        <source>Best for prompt {0}: not voted; press 1 to {1}</source>
        <translation>プロンプト {0} の最良: 未投票。1～{1} キーで投票</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="221"/>
        <source>Waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="223"/>
        <source>Answering…</source>
        <translation>回答中…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="226"/>
        <source>Error: {0}</source>
        <translation>エラー: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="231"/>
        <source>{0} tokens</source>
        <translation>{0} トークン</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="237"/>
        <source>{0} s</source>
        <translation>{0} 秒</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="238"/>
        <source>Answered</source>
        <translation>回答済み</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="240"/>
        <source>★ Best · {0}</source>
        <translation>★ 最良 · {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="272"/>
        <source>Prompt</source>
        <translation>プロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="274"/>
        <source>Best</source>
        <translation>最良</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="277"/>
        <source>Blind: the model is told once a row is voted</source>
        <translation>ブラインド: 行に投票するとモデルが明かされます</translation>
    </message>
</context>
<context>
    <name>PromptSetTable</name>
    <message>
        <location filename="../../ui/promptsets/table.py" line="167"/>
        <source>Corner</source>
        <translation>コーナー</translation>
    </message>
</context>
<context>
    <name>PromptSetTotalsModel</name>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="313"/>
        <source>Totals ({0} of {1} answered)</source>
        <translation>合計 ({1} 件中 {0} 件回答済み)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="320"/>
        <source>{0} voted</source>
        <translation>{0} 件投票済み</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="332"/>
        <source>{0} tokens in, {1} out · {2} answered, {3} failed</source>
        <translation>入力 {0} トークン、出力 {1} · 回答 {2} 件、失敗 {3} 件</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="339"/>
        <source>Totals of {0}: {1}</source>
        <translation>{0} の合計: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="352"/>
        <source>{0} tokens</source>
        <translation>{0} トークン</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="355"/>
        <source>{0} s</source>
        <translation>{0} 秒</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="357"/>
        <source>{0} failed</source>
        <translation>{0} 件失敗</translation>
    </message>
</context>
<context>
    <name>PromptSets</name>
    <message>
        <location filename="../../services/prompt_sets_store.py" line="259"/>
        <source>{0} cannot be read ({1}).</source>
        <translation>{0} を読み込めません ({1})。</translation>
    </message>
    <message>
        <location filename="../../services/prompt_sets_store.py" line="260"/>
        <source>{0} cannot be written ({1}).</source>
        <translation>{0} に書き込めません ({1})。</translation>
    </message>
</context>
<context>
    <name>PromptSetsPresenter</name>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="172"/>
        <source>Column {0}: {1}</source>
        <translation>列 {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="195"/>
        <source>1 prompt</source>
        <translation>プロンプト 1 件</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="195"/>
        <source>{0} prompts</source>
        <translation>プロンプト {0} 件</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="197"/>
        <source>{0} from {1}</source>
        <translation>{0} ({1} から)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="212"/>
        <source>Type some prompts and add the models to ask.</source>
        <translation>プロンプトを入力し、質問するモデルを追加してください。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="223"/>
        <source>{0} requests ({1} prompts × {2} columns)</source>
        <translation>リクエスト {0} 件 (プロンプト {1} 件 × {2} 列)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="226"/>
        <source>about {0} input tokens</source>
        <translation>入力トークン約 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="229"/>
        <source>about {0} before the replies</source>
        <translation>返答を除いて約 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="231"/>
        <source>the price of {0} is not known</source>
        <translation>{0} の料金は不明です</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="248"/>
        <source>Type the prompts first, one per line, or load a file.</source>
        <translation>先にプロンプトを 1 行に 1 つずつ入力するか、ファイルを読み込んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="251"/>
        <source>Add a model to ask first.</source>
        <translation>先に質問するモデルを追加してください。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="278"/>
        <source>Stopping: finishing the answers under way…</source>
        <translation>停止中: 処理中の回答を仕上げています…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="281"/>
        <source>There is no API key: add one in Settings, then press Resume.</source>
        <translation>API キーがありません。設定で追加してから「再開」を押してください。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="331"/>
        <source>Prompt set answered: {0} answers.</source>
        <translation>プロンプトセットの回答が完了しました: 回答 {0} 件。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="333"/>
        <source>Failed: {0}.</source>
        <translation>失敗: {0}。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="373"/>
        <source>{0} of {1} answered</source>
        <translation>{1} 件中 {0} 件回答済み</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="375"/>
        <source>{0} failed</source>
        <translation>{0} 件失敗</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="378"/>
        <source>Resume sends only the {0} without an answer</source>
        <translation>「再開」では未回答の {0} 件だけを送信します</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="394"/>
        <source>{0} — prompt {1}</source>
        <translation>{0} — プロンプト {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="416"/>
        <source>This row&apos;s vote is stored already.</source>
        <translation>この行の投票は保存済みです。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="419"/>
        <source>Vote once every column of the row has answered.</source>
        <translation>行のすべての列が回答してから投票してください。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="440"/>
        <source>Vote stored: {0}.</source>
        <translation>投票を保存しました: {0}。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="465"/>
        <source>Exported to {0}.</source>
        <translation>{0} に書き出しました。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="474"/>
        <source>The grid is copied as a Markdown table.</source>
        <translation>グリッドを Markdown の表としてコピーしました。</translation>
    </message>
</context>
<context>
    <name>PromptSetsWindow</name>
    <message>
        <location filename="../../ui/promptsets/view.py" line="63"/>
        <location filename="../../ui/promptsets/view.py" line="64"/>
        <source>Prompt sets</source>
        <translation>プロンプトセット</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="73"/>
        <source>One prompt per line, e.g.
Explain a hash map in two sentences.
What is 17 × 23?</source>
        <translation>1 行に 1 プロンプト。例:
ハッシュマップを 2 文で説明してください。
17 × 23 はいくつ?</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="77"/>
        <source>&amp;Load file…</source>
        <translation>ファイルを読み込む(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="79"/>
        <source>A CSV with a prompt column, or JSON Lines with a prompt field</source>
        <translation>prompt 列を含む CSV、または prompt フィールドを含む JSON Lines</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="97"/>
        <source>How many requests are sent at a time</source>
        <translation>同時に送信するリクエストの数</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="98"/>
        <source>&amp;Blind</source>
        <translation>ブラインド(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="101"/>
        <source>Blind: hide the column models until a row is voted</source>
        <translation>ブラインド: 行に投票するまで各列のモデルを隠します</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="103"/>
        <source>Columns are named A, B, C… until you vote a row</source>
        <translation>行に投票するまで、列は A、B、C… と表示されます</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="105"/>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="106"/>
        <source>Send every prompt to every column, as a new set</source>
        <translation>すべてのプロンプトをすべての列に、新しいセットとして送信</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="114"/>
        <source>Answers received</source>
        <translation>受信した回答</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="115"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="117"/>
        <source>Send no more; the answers under way finish and are kept</source>
        <translation>これ以上送信しません。処理中の回答は最後まで受け取って保存します</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="119"/>
        <source>Res&amp;ume</source>
        <translation>再開(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="120"/>
        <source>Send only the cells that have no answer yet</source>
        <translation>まだ回答のないセルだけを送信</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="126"/>
        <source>Answers: a row per prompt, a column per model</source>
        <translation>回答: プロンプトごとに 1 行、モデルごとに 1 列</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="129"/>
        <source>Enter or a double click opens an answer; the keys 1 to 9 vote the row&apos;s best column.</source>
        <translation>Enter またはダブルクリックで回答を開きます。1～9 キーでその行の最良の列に投票します。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="136"/>
        <source>Totals per column</source>
        <translation>列ごとの合計</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="140"/>
        <source>Enter opens an answer · 1–9 votes the row&apos;s best column · F2 lists the choices</source>
        <translation>Enter 回答を開く · 1–9 行の最良の列に投票 · F2 選択肢を表示</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="146"/>
        <source>Copy as &amp;Markdown</source>
        <translation>Markdown としてコピー(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="147"/>
        <source>Copy the grid as a Markdown table</source>
        <translation>グリッドを Markdown の表としてコピー</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="148"/>
        <source>&amp;Export…</source>
        <translation>書き出し(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="149"/>
        <source>Save as JSON Lines (the batch records) or CSV</source>
        <translation>JSON Lines (バッチの記録) または CSV で保存</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="172"/>
        <source>&amp;Prompts, one per line:</source>
        <translation>プロンプト (1 行に 1 つ)(&amp;P):</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="173"/>
        <source>Columns:</source>
        <translation>列:</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="189"/>
        <source>Re&amp;quests at a time:</source>
        <translation>同時リクエスト数(&amp;Q):</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="212"/>
        <source>Load prompts</source>
        <translation>プロンプトを読み込む</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="214"/>
        <source>Prompts (*.csv *.jsonl);;All files (*)</source>
        <translation>プロンプト (*.csv *.jsonl);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="221"/>
        <source>JSON Lines (*.jsonl)</source>
        <translation>JSON Lines (*.jsonl)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="221"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="224"/>
        <source>Export the prompt set</source>
        <translation>プロンプトセットを書き出す</translation>
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
    <name>QuestionBubble</name>
    <message>
        <location filename="../../ui/transcript/question_bubble.py" line="61"/>
        <source>{0} pages</source>
        <translation>{0} ページ</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/question_bubble.py" line="62"/>
        <source>as page images</source>
        <translation>ページ画像として</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/question_bubble.py" line="62"/>
        <source>as the file</source>
        <translation>ファイルとして</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/question_bubble.py" line="69"/>
        <source>Document {0}: show its text</source>
        <translation>ドキュメント {0}: テキストを表示</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/question_bubble.py" line="70"/>
        <source>Show the text that was sent</source>
        <translation>送信したテキストを表示</translation>
    </message>
</context>
<context>
    <name>QuickPresenter</name>
    <message>
        <location filename="../../ui/quick/presenter.py" line="171"/>
        <source>No model chosen</source>
        <translation>モデル未選択</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="205"/>
        <source>The clipboard no longer holds an image.</source>
        <translation>クリップボードに画像がなくなりました。</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="207"/>
        <source>copied image</source>
        <translation>コピーした画像</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="262"/>
        <source>The image is still being prepared; ask in a moment.</source>
        <translation>画像をまだ準備しています。少し待ってから質問してください。</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="266"/>
        <source>Choose a model in Comet Desk first.</source>
        <translation>先に Comet Desk でモデルを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="269"/>
        <source>Add your API key in Comet Desk&apos;s settings first.</source>
        <translation>先に Comet Desk の設定で API キーを追加してください。</translation>
    </message>
</context>
<context>
    <name>QuickWindow</name>
    <message>
        <location filename="../../ui/quick/window.py" line="73"/>
        <location filename="../../ui/quick/window.py" line="74"/>
        <source>Quick ask</source>
        <translation>クイック質問</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="88"/>
        <source>Ask anything…</source>
        <translation>何でも聞いてください…</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="89"/>
        <source>Question</source>
        <translation>質問</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="94"/>
        <source>Capture a region of the screen</source>
        <translation>画面の一部をキャプチャ</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="102"/>
        <source>Dictate: speak, then stop to have it written here (Ctrl+Shift+V)</source>
        <translation>音声入力: 話し終えて停止すると、ここに文字で入力されます (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="107"/>
        <source>Dictate</source>
        <translation>音声入力</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="116"/>
        <source>Ask (Enter)</source>
        <translation>質問 (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="118"/>
        <source>Ask</source>
        <translation>質問</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="123"/>
        <source>Stop the answer</source>
        <translation>回答を停止</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="125"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="139"/>
        <location filename="../../ui/quick/window.py" line="141"/>
        <source>Attach the copied image</source>
        <translation>コピーした画像を添付</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="159"/>
        <source>Esc hides this window</source>
        <translation>Esc でこのウィンドウを隠す</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="161"/>
        <source>New question</source>
        <translation>新しい質問</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="165"/>
        <source>Open in Comet Desk</source>
        <translation>Comet Desk で開く</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="206"/>
        <source>The model chosen in Comet Desk</source>
        <translation>Comet Desk で選択されているモデル</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <location filename="../../ui/voice/read_aloud.py" line="68"/>
        <source>Reading the reply aloud… (Esc stops)</source>
        <translation>返信を読み上げています… (Esc で停止)</translation>
    </message>
    <message>
        <location filename="../../ui/voice/read_aloud.py" line="73"/>
        <source>Not read aloud: {0}</source>
        <translation>読み上げできませんでした: {0}</translation>
    </message>
</context>
<context>
    <name>RecordingBar</name>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="28"/>
        <source>Microphone level</source>
        <translation>マイクの音量</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="35"/>
        <source>Recorded time</source>
        <translation>録音時間</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="36"/>
        <location filename="../../ui/voice/recording_bar.py" line="64"/>
        <source>Stop and transcribe</source>
        <translation>停止して文字起こし</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="38"/>
        <location filename="../../ui/voice/recording_bar.py" line="65"/>
        <source>Stop dictating and transcribe</source>
        <translation>音声入力を停止して文字起こし</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="39"/>
        <source>Stop and write what was said (Ctrl+Shift+V)</source>
        <translation>停止して、話した内容を入力 (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="40"/>
        <location filename="../../ui/voice/recording_bar.py" line="66"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="42"/>
        <location filename="../../ui/voice/recording_bar.py" line="67"/>
        <source>Cancel dictation</source>
        <translation>音声入力をキャンセル</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="43"/>
        <source>Throw the recording away (Esc)</source>
        <translation>録音を破棄 (Esc)</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="58"/>
        <source>Opening the microphone…</source>
        <translation>マイクを準備しています…</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="62"/>
        <source>● Recording</source>
        <translation>● 録音中</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="71"/>
        <source>Transcribing…</source>
        <translation>文字起こし中…</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="77"/>
        <source>Not transcribed.</source>
        <translation>文字起こしできませんでした。</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="80"/>
        <source>Try again</source>
        <translation>再試行</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="81"/>
        <source>Transcribe the recording again</source>
        <translation>録音をもう一度文字起こし</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="84"/>
        <source>Discard</source>
        <translation>破棄</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="85"/>
        <source>Discard the recording</source>
        <translation>録音を破棄</translation>
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
    <name>RemoteMcp</name>
    <message>
        <location filename="../../services/remote_mcp.py" line="35"/>
        <source>A tool of the remote server {0}: the API calls it for the model.</source>
        <translation>リモートサーバー {0} のツール: API がモデルに代わって呼び出します。</translation>
    </message>
</context>
<context>
    <name>ReplyRound</name>
    <message>
        <location filename="../../ui/compare/reply_round.py" line="59"/>
        <location filename="../../ui/compare/reply_round.py" line="85"/>
        <source>Waiting for the first token…</source>
        <translation>最初のトークンを待っています…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/reply_round.py" line="94"/>
        <source>Answering…</source>
        <translation>回答中…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/reply_round.py" line="131"/>
        <source>This reply failed; the details come after the vote.</source>
        <translation>この返信は失敗しました。詳細は投票後に表示されます。</translation>
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
    <name>ResponsesJobs</name>
    <message>
        <location filename="../../api/responses_polling.py" line="68"/>
        <source>The server may have started this reply but never confirmed it, so its state is unknown; Retry asks again, which may run and bill it a second time.</source>
        <translation>サーバーはこの返信を開始したかもしれませんが確認が返らなかったため、状態は不明です。「再試行」はもう一度依頼するため、2 回実行・請求される可能性があります。</translation>
    </message>
    <message>
        <location filename="../../api/responses_polling.py" line="87"/>
        <source>The server no longer has this reply (it expired or was deleted there), so its answer cannot be fetched.</source>
        <translation>サーバーにはこの返信がもうありません（期限切れか削除済み）。回答を取得できません。</translation>
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
        <location filename="../../ui/inspector/sections.py" line="272"/>
        <source>Sampling</source>
        <translation>サンプリング</translation>
    </message>
</context>
<context>
    <name>SavedSetups</name>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="89"/>
        <source>Save setup</source>
        <translation>構成を保存</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="90"/>
        <source>Name of this setup (its columns&apos; models and parameters):</source>
        <translation>この構成の名前 (各列のモデルとパラメーター):</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="97"/>
        <source>Rename setup</source>
        <translation>構成の名前を変更</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="98"/>
        <source>New name for “{0}”:</source>
        <translation>「{0}」の新しい名前:</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="106"/>
        <source>Saved the setup “{0}”.</source>
        <translation>構成「{0}」を保存しました。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="111"/>
        <source>Renamed the setup to “{0}”.</source>
        <translation>構成の名前を「{0}」に変更しました。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="116"/>
        <source>Deleted the setup “{0}”.</source>
        <translation>構成「{0}」を削除しました。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="124"/>
        <source>Stop the replies before choosing a setup.</source>
        <translation>構成を選ぶ前に返信を停止してください。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="129"/>
        <source>Columns from the setup “{0}”.</source>
        <translation>構成「{0}」の列を読み込みました。</translation>
    </message>
</context>
<context>
    <name>Section</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="113"/>
        <location filename="../../ui/inspector/sections.py" line="124"/>
        <location filename="../../ui/inspector/sections.py" line="227"/>
        <source>Default</source>
        <translation>既定</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ui/settings/first_run.py" line="80"/>
        <source>Welcome to Comet Desk</source>
        <translation>Comet Desk へようこそ</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="100"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="106"/>
        <source>Settings sections</source>
        <translation>設定の項目</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="122"/>
        <source>Account</source>
        <translation>アカウント</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="123"/>
        <source>Endpoints</source>
        <translation>エンドポイント</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="124"/>
        <source>General</source>
        <translation>一般</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="125"/>
        <source>Models</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="126"/>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="296"/>
        <location filename="../../ui/settings/dialog.py" line="127"/>
        <source>Voice</source>
        <translation>音声</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="140"/>
        <source>Save settings</source>
        <translation>設定を保存</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="41"/>
        <source>Comet Desk talks to CometAPI or any OpenAI-compatible endpoint. Paste your API key below; you can create one in the &lt;a href=&quot;{url}&quot;&gt;CometAPI console&lt;/a&gt;.</source>
        <translation>Comet Desk は CometAPI や任意の OpenAI 互換エンドポイントと通信します。下に API キーを貼り付けてください。キーは &lt;a href=&quot;{url}&quot;&gt;CometAPI コンソール&lt;/a&gt;で作成できます。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="49"/>
        <location filename="../../ui/settings/first_run.py" line="162"/>
        <source>API base URL</source>
        <translation>API のベース URL</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="53"/>
        <location filename="../../ui/settings/first_run.py" line="170"/>
        <source>Set by COMETDESK_BASE_URL for this run; not saved.</source>
        <translation>今回の起動では COMETDESK_BASE_URL で指定されています。保存されません。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="57"/>
        <location filename="../../ui/settings/account.py" line="90"/>
        <location filename="../../ui/settings/endpoints.py" line="111"/>
        <location filename="../../ui/settings/first_run.py" line="112"/>
        <location filename="../../ui/settings/first_run.py" line="116"/>
        <source>API key</source>
        <translation>API キー</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="60"/>
        <source>Stored in {where}; type to replace</source>
        <translation>{where} に保存済み。入力すると置き換えます</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="64"/>
        <location filename="../../ui/settings/first_run.py" line="118"/>
        <source>sk-…</source>
        <translation>sk-…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="67"/>
        <location filename="../../ui/settings/account.py" line="71"/>
        <source>Forget the stored key</source>
        <translation>保存されたキーを削除</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="76"/>
        <location filename="../../ui/settings/endpoints.py" line="110"/>
        <source>Base URL</source>
        <translation>ベース URL</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="48"/>
        <source>Other OpenAI-compatible endpoints: a local server, another gateway. Each has its own key in the system keyring and can be chosen per conversation.</source>
        <translation>他の OpenAI 互換エンドポイント (ローカルサーバー、別のゲートウェイなど)。それぞれシステムのキーリングに専用のキーを持ち、会話ごとに選べます。</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="99"/>
        <source>Endpoint profiles</source>
        <translation>エンドポイントのプロファイル</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="74"/>
        <location filename="../../ui/settings/endpoints.py" line="76"/>
        <source>Add endpoint</source>
        <translation>エンドポイントを追加</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="77"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="79"/>
        <source>Remove endpoint</source>
        <translation>エンドポイントを削除</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="82"/>
        <source>Endpoint name</source>
        <translation>エンドポイント名</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="85"/>
        <source>Endpoint base URL</source>
        <translation>エンドポイントのベース URL</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="89"/>
        <source>Endpoint API key</source>
        <translation>エンドポイントの API キー</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="109"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="109"/>
        <source>Send with</source>
        <translation>送信キー</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="111"/>
        <source>Enter (Shift+Enter: new line)</source>
        <translation>Enter (Shift+Enter: 改行)</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="113"/>
        <source>Ctrl+Enter (Enter: new line)</source>
        <translation>Ctrl+Enter (Enter: 改行)</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="121"/>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="123"/>
        <source>Follow the system</source>
        <translation>システムに合わせる</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="124"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="125"/>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="132"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="169"/>
        <source>Use desktop-wide shortcuts</source>
        <translation>デスクトップ全体のショートカットを使う</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="170"/>
        <source>The desktop asks you to confirm the keys, and lets you change them in its own settings.</source>
        <translation>デスクトップがキーの確認を求め、デスクトップ自身の設定でキーを変更できます。</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="193"/>
        <source>Give new chats a short title (asks a small, cheap model after the first reply)</source>
        <translation>新しいチャットに短いタイトルを付ける (最初の返信の後に小さく安価なモデルに依頼します)</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="282"/>
        <source>Transcription model</source>
        <translation>文字起こしモデル</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="289"/>
        <source>Speech model</source>
        <translation>音声合成モデル</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="55"/>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="134"/>
        <source>A new language applies after a restart.</source>
        <translation>新しい言語は再起動後に適用されます。</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="140"/>
        <source>Text size</source>
        <translation>文字サイズ</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="143"/>
        <source>Default</source>
        <translation>既定</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="142"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="149"/>
        <source>Show token counts under replies</source>
        <translation>返信の下にトークン数を表示</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="157"/>
        <source>Send an anonymous safety identifier</source>
        <translation>匿名の安全識別子を送信</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="158"/>
        <source>A hash of a random id of this data folder (never your name or key), so the provider can tell abuse from one person apart from everyone else&apos;s.</source>
        <translation>このデータフォルダーのランダムな ID のハッシュです (名前やキーは含みません)。プロバイダーが、ある一人による不正利用を他の利用者と区別できるようにします。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="48"/>
        <source>Open folder</source>
        <translation>フォルダーを開く</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="50"/>
        <source>Open the data folder</source>
        <translation>データフォルダーを開く</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="67"/>
        <source>Data folder</source>
        <translation>データフォルダー</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="181"/>
        <source>Default model</source>
        <translation>既定のモデル</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="187"/>
        <source>Default system prompt</source>
        <translation>既定のシステムプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="100"/>
        <source>Model for titles</source>
        <translation>タイトル用のモデル</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="210"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="211"/>
        <source>How long a reply may stay silent before it is given up. Reasoning models can think for minutes before their first word.</source>
        <translation>返信が途切れてから諦めるまでの時間。推論モデルは最初の 1 語までに数分考えることがあります。</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="221"/>
        <source>Image size policy</source>
        <translation>画像サイズの方針</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="225"/>
        <source>Best for high detail (long ≤ 2048, short ≤ 768)</source>
        <translation>高詳細向け (長辺 ≤ 2048、短辺 ≤ 768)</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="229"/>
        <source>Fit 2048 px</source>
        <translation>2048 px に収める</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="230"/>
        <source>Fit 1568 px</source>
        <translation>1568 px に収める</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="231"/>
        <source>Fit 768 px</source>
        <translation>768 px に収める</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="234"/>
        <source>Original size (metadata still removed)</source>
        <translation>元のサイズ (メタデータは削除)</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="105"/>
        <source>Quick prompts for images</source>
        <translation>画像用のクイックプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="108"/>
        <source>One prompt per line</source>
        <translation>1 行に 1 プロンプト</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="202"/>
        <source>Title model</source>
        <translation>タイトルのモデル</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="208"/>
        <source>Stream timeout</source>
        <translation>ストリームのタイムアウト</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="242"/>
        <source>Image quick prompts</source>
        <translation>画像のクイックプロンプト</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="250"/>
        <source>Ask before sending to a model priced far above my usual ones</source>
        <translation>いつものモデルよりはるかに高価なモデルに送る前に確認する</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="253"/>
        <source>Once per model: when its output price is at least ten times that of the models you used lately (and at least $20 per million output tokens).</source>
        <translation>モデルごとに 1 回: 出力料金が最近使ったモデルの 10 倍以上（かつ出力 100 万トークンあたり $20 以上）のとき。</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="265"/>
        <source>Proxy</source>
        <translation>プロキシ</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="35"/>
        <source>empty: the system proxy</source>
        <translation>空欄: システムのプロキシ</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="266"/>
        <source>http://host:port, https://host:port or socks5://host:port</source>
        <translation>http://ホスト:ポート、https://ホスト:ポート、または socks5://ホスト:ポート</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="39"/>
        <source>Extra CA certificates</source>
        <translation>追加の CA 証明書</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="41"/>
        <source>a PEM file, for corporate proxies</source>
        <translation>PEM ファイル (企業プロキシ用)</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="43"/>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="45"/>
        <source>Choose a CA certificate file</source>
        <translation>CA 証明書ファイルを選択</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="48"/>
        <source>Certificates are always verified; this file adds to the trusted ones.</source>
        <translation>証明書は常に検証されます。このファイルは信頼する証明書に追加されます。</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="274"/>
        <source>CA certificates</source>
        <translation>CA 証明書</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="158"/>
        <source>Local server</source>
        <translation>ローカルサーバー</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="198"/>
        <source>Stored in the keyring; type to replace</source>
        <translation>キーリングに保存済み。入力すると置き換えます</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="200"/>
        <source>optional: local servers often need none</source>
        <translation>任意: ローカルサーバーでは不要なことが多いです</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="210"/>
        <source>Endpoint</source>
        <translation>エンドポイント</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="73"/>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>証明書 (*.pem *.crt *.cer);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="85"/>
        <source>Let the server keep the conversation</source>
        <translation>会話をサーバーに保持させる</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="86"/>
        <source>On the Responses API, the server stores each reply and later turns send only the new message. Faster and cheaper for long chats; the server keeps your conversation for a while.</source>
        <translation>Responses API では、サーバーが各返信を保存し、以降のやり取りでは新しいメッセージだけを送信します。長いチャットでは速く安価になりますが、会話はしばらくサーバーに保存されます。</translation>
    </message>
</context>
<context>
    <name>SettingsPresenter</name>
    <message>
        <location filename="../../ui/settings/presenter.py" line="191"/>
        <location filename="../../ui/settings/presenter.py" line="249"/>
        <source>That key was rejected by {0}. Check it and try again.</source>
        <translation>そのキーは {0} で拒否されました。確認してもう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/presenter.py" line="198"/>
        <location filename="../../ui/settings/presenter.py" line="259"/>
        <source>Saved, but the key could not be verified: {0}</source>
        <translation>保存しましたが、キーを確認できませんでした: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/settings/presenter.py" line="207"/>
        <source>The new language applies when Comet Desk restarts.</source>
        <translation>新しい言語は Comet Desk の再起動後に適用されます。</translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="48"/>
        <location filename="../../ui/shell/shortcut_sheet.py" line="56"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="19"/>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="20"/>
        <source>New line in the message</source>
        <translation>メッセージ内で改行</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="72"/>
        <source>Stop the reply (all columns in compare)</source>
        <translation>返信を停止 (比較ではすべての列)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="81"/>
        <source>Go to the message box</source>
        <translation>入力欄へ移動</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="24"/>
        <source>Next control: sidebar, conversation, message box, parameters</source>
        <translation>次の領域へ: サイドバー、会話、入力欄、パラメーター</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="21"/>
        <source>Edit the last message (in an empty message box)</source>
        <translation>最後のメッセージを編集 (入力欄が空のとき)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="98"/>
        <source>Search conversations</source>
        <translation>会話を検索</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="107"/>
        <source>Next conversation</source>
        <translation>次の会話</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="116"/>
        <source>Previous conversation</source>
        <translation>前の会話</translation>
    </message>
    <message>
        <location filename="../../ui/chat/room.py" line="122"/>
        <source>Copy the last reply</source>
        <translation>最後の返信をコピー</translation>
    </message>
    <message>
        <location filename="../../ui/voice/room.py" line="72"/>
        <source>Dictate into the message box: start, or stop and transcribe</source>
        <translation>入力欄に音声入力: 開始、または停止して文字起こし</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="28"/>
        <source>Rename the conversation</source>
        <translation>会話の名前を変更</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="29"/>
        <source>Move the conversation to the trash</source>
        <translation>会話をゴミ箱へ移動</translation>
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
        <location filename="../../ui/common/status_bus.py" line="147"/>
        <source>Working</source>
        <translation>処理中</translation>
    </message>
</context>
<context>
    <name>StorageError</name>
    <message>
        <location filename="../../storage/errors.py" line="43"/>
        <location filename="../../storage/errors.py" line="108"/>
        <source>memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="47"/>
        <source>Not saved: the disk could not be written ({0}). Check the disk and press Send again.</source>
        <translation>保存されていません: ディスクに書き込めませんでした ({0})。ディスクを確認して、もう一度「送信」を押してください。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="53"/>
        <source>Not saved: the disk could not be written ({0}). Check the disk and try again.</source>
        <translation>保存されていません: ディスクに書き込めませんでした ({0})。ディスクを確認してもう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="68"/>
        <source>Not saved: the disk is full ({0}). Free space and press Send again.</source>
        <translation>保存されていません: ディスクがいっぱいです ({0})。空き容量を確保して、もう一度「送信」を押してください。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="73"/>
        <source>Not saved: the disk is full ({0}). Free space and try again.</source>
        <translation>保存されていません: ディスクがいっぱいです ({0})。空き容量を確保してもう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="84"/>
        <source>Not saved: the data folder cannot be written ({0}). Make it writable or choose another data folder, then press Send again.</source>
        <translation>保存されていません: データフォルダーに書き込めません ({0})。書き込みできるようにするか別のデータフォルダーを選んでから、もう一度「送信」を押してください。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="90"/>
        <source>Not saved: the data folder cannot be written ({0}). Make it writable or choose another data folder, then try again.</source>
        <translation>保存されていません: データフォルダーに書き込めません ({0})。書き込みできるようにするか別のデータフォルダーを選んでから、もう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="110"/>
        <source>Another program removed the history&apos;s journal file ({0}-wal) while Comet Desk was using it. What it held was written into the history and the file was reopened; nothing was lost. Do not delete files in the data folder while Comet Desk runs.</source>
        <translation>Comet Desk の使用中に別のプログラムが履歴のジャーナルファイル（{0}-wal）を削除しました。その内容は履歴に書き込まれ、ファイルは開き直されました。失われたものはありません。Comet Desk の実行中はデータフォルダー内のファイルを削除しないでください。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="118"/>
        <source>Another program removed the history&apos;s journal file ({0}-wal) while Comet Desk was using it, so its latest changes may not be on disk. Close Comet Desk and start it again; do not delete files in the data folder while it runs.</source>
        <translation>Comet Desk の使用中に別のプログラムが履歴のジャーナルファイル（{0}-wal）を削除したため、最新の変更がディスクにない可能性があります。Comet Desk を閉じて起動し直してください。実行中はデータフォルダー内のファイルを削除しないでください。</translation>
    </message>
</context>
<context>
    <name>SyncDialog</name>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="44"/>
        <source>Sync and backups</source>
        <translation>同期とバックアップ</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="48"/>
        <source>Your history follows you to every machine that syncs through the same storage. Everything is encrypted on this machine with your passphrase before it leaves: the storage sees sizes and times, nothing else.</source>
        <translation>同じストレージで同期するすべてのデバイスで、同じ履歴を使えます。データはすべて、送信される前にこのデバイス上でパスフレーズによって暗号化されます。ストレージから見えるのはサイズと日時だけです。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="57"/>
        <location filename="../../ui/sync/setup_dialog.py" line="120"/>
        <source>Storage</source>
        <translation>ストレージ</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="59"/>
        <source>A folder (Dropbox, OneDrive, iCloud Drive, Syncthing…)</source>
        <translation>フォルダー (Dropbox、OneDrive、iCloud Drive、Syncthing…)</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="61"/>
        <source>WebDAV (Nextcloud, ownCloud…)</source>
        <translation>WebDAV (Nextcloud、ownCloud…)</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="62"/>
        <source>S3-compatible (AWS, Cloudflare R2, Backblaze B2, MinIO)</source>
        <translation>S3 互換 (AWS、Cloudflare R2、Backblaze B2、MinIO)</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="63"/>
        <location filename="../../ui/sync/setup_dialog.py" line="121"/>
        <source>Location</source>
        <translation>場所</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="64"/>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="66"/>
        <location filename="../../ui/sync/setup_dialog.py" line="231"/>
        <source>Choose the folder to sync through</source>
        <translation>同期に使うフォルダーを選択</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="68"/>
        <location filename="../../ui/sync/setup_dialog.py" line="122"/>
        <source>Endpoint</source>
        <translation>エンドポイント</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="70"/>
        <location filename="../../ui/sync/setup_dialog.py" line="123"/>
        <source>Region</source>
        <translation>リージョン</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="71"/>
        <source>optional, e.g. us-east-1</source>
        <translation>任意 (例: us-east-1)</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="72"/>
        <location filename="../../ui/sync/setup_dialog.py" line="124"/>
        <location filename="../../ui/sync/setup_dialog.py" line="189"/>
        <source>User</source>
        <translation>ユーザー</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="73"/>
        <location filename="../../ui/sync/setup_dialog.py" line="125"/>
        <location filename="../../ui/sync/setup_dialog.py" line="190"/>
        <source>Password</source>
        <translation>パスワード</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="75"/>
        <location filename="../../ui/sync/setup_dialog.py" line="126"/>
        <source>Passphrase</source>
        <translation>パスフレーズ</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="77"/>
        <source>the same on every machine</source>
        <translation>すべてのデバイスで同じもの</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="83"/>
        <source>Passphrase strength</source>
        <translation>パスフレーズの強度</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="102"/>
        <source>Nobody can recover a lost passphrase: without it, what is on the storage cannot be read. It is kept in this machine&apos;s keyring.</source>
        <translation>パスフレーズをなくすと誰にも復元できません。パスフレーズがなければ、ストレージ上のデータは読み取れません。パスフレーズはこのデバイスのキーリングに保存されます。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="132"/>
        <location filename="../../ui/sync/setup_dialog.py" line="267"/>
        <source>Save and sync</source>
        <translation>保存して同期</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="138"/>
        <source>Turn off sync</source>
        <translation>同期をオフにする</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="164"/>
        <location filename="../../ui/sync/setup_dialog.py" line="165"/>
        <source>kept in the keyring: type to change</source>
        <translation>キーリングに保存済み。入力すると変更します</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="184"/>
        <source>a folder another program syncs</source>
        <translation>ほかのプログラムが同期しているフォルダー</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="189"/>
        <source>Access key ID</source>
        <translation>アクセスキー ID</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="190"/>
        <source>Secret access key</source>
        <translation>シークレットアクセスキー</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="219"/>
        <source>Strong: hard to guess, even with a copy of the storage.</source>
        <translation>強力：ストレージのコピーがあっても推測は困難です。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="221"/>
        <source>Too easy to guess: {0}. {1}</source>
        <translation>推測されやすすぎます：{0}。{1}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="248"/>
        <source>Say where the storage is.</source>
        <translation>ストレージの場所を指定してください。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="267"/>
        <source>Checking…</source>
        <translation>確認中…</translation>
    </message>
</context>
<context>
    <name>SyncPresenter</name>
    <message>
        <location filename="../../ui/sync/presenter.py" line="196"/>
        <source>Syncing…</source>
        <translation>同期中…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="211"/>
        <location filename="../../ui/sync/presenter.py" line="213"/>
        <location filename="../../ui/sync/presenter.py" line="264"/>
        <source>Sync failed: {0}</source>
        <translation>同期に失敗しました: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="240"/>
        <source>Waiting for another sync round…</source>
        <translation>別の同期ラウンドを待っています…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="242"/>
        <source>Sending… {0} of {1}</source>
        <translation>送信中… {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="244"/>
        <source>Receiving… {0} of {1}</source>
        <translation>受信中… {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="253"/>
        <source>Syncs through {0}</source>
        <translation>{0} 経由で同期</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="258"/>
        <source>Offline: syncs when the storage is back.</source>
        <translation>オフライン: ストレージに接続できるようになったら同期します。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="270"/>
        <source>Not synced yet</source>
        <translation>まだ同期していません</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="272"/>
        <source>Synced {0}</source>
        <translation>最終同期: {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/sync/presenter.py" line="274"/>
        <source>%n waiting</source>
        <translation>
            <numerusform>%n 件待機中</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="280"/>
        <source>just now</source>
        <translation>たった今</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="285"/>
        <source>at {0}</source>
        <translation>{0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="286"/>
        <source>on {0}</source>
        <translation>{0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="348"/>
        <source>Type the passphrase (the same on every machine).</source>
        <translation>パスフレーズを入力してください (すべてのデバイスで同じもの)。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="351"/>
        <source>Sync set up: {0}</source>
        <translation>同期を設定しました: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="368"/>
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
    <name>SynthesizeDialog</name>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="38"/>
        <source>Synthesize one answer</source>
        <translation>1 つの回答に統合</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="42"/>
        <source>This prompt goes to the model below in a new chat, which then writes one answer from the columns&apos; latest answers. Change it as you like.</source>
        <translation>このプロンプトを新しいチャットで下のモデルに送り、各列の最新の回答から 1 つの回答を書かせます。自由に書き換えてかまいません。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="58"/>
        <source>Model that writes the answer</source>
        <translation>回答を書くモデル</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="59"/>
        <source>&amp;Model:</source>
        <translation>モデル(&amp;M):</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="62"/>
        <source>Search models</source>
        <translation>モデルを検索</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="68"/>
        <source>Prompt to send</source>
        <translation>送信するプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="71"/>
        <source>&amp;Prompt:</source>
        <translation>プロンプト(&amp;P):</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="81"/>
        <source>Start the chat</source>
        <translation>チャットを開始</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="83"/>
        <source>Start a new chat with this prompt</source>
        <translation>このプロンプトで新しいチャットを開始</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="120"/>
        <source>Choose the model that writes the answer.</source>
        <translation>回答を書くモデルを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="123"/>
        <source>The prompt is empty; write what the model should do.</source>
        <translation>プロンプトが空です。モデルにしてほしいことを書いてください。</translation>
    </message>
</context>
<context>
    <name>ThinkingSection</name>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="78"/>
        <source>Thinking… {0}</source>
        <translation>思考中… {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="81"/>
        <source>Thinking ({0} words)</source>
        <translation>思考 ({0} 語)</translation>
    </message>
</context>
<context>
    <name>ThreadPresenter</name>
    <message>
        <location filename="../../ui/transcript/thread.py" line="94"/>
        <source>Code copied.</source>
        <translation>コードをコピーしました。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="23"/>
        <source>Delete message</source>
        <translation>メッセージを削除</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="24"/>
        <source>Delete this message?</source>
        <translation>このメッセージを削除しますか?</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="26"/>
        <source>A version is deleted with the replies that followed it; other versions stay.</source>
        <translation>バージョンはその後に続く返信とともに削除されます。他のバージョンは残ります。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="59"/>
        <source>{0} in · {1} out tokens</source>
        <translation>入力 {0} · 出力 {1} トークン</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="55"/>
        <source>{0} in ({1} cached) · {2} out tokens</source>
        <translation>入力 {0} (キャッシュ {1}) · 出力 {2} トークン</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="63"/>
        <source>{0}, of which {1} reasoning</source>
        <translation>{0}（うち推論 {1}）</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="70"/>
        <source>(cache saved {0})</source>
        <translation>(キャッシュで {0} 節約)</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="79"/>
        <source>1 reply of unknown cost</source>
        <translation>費用不明の返信 1 件</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="83"/>
        <source>{0} + {1}</source>
        <translation>{0} + {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="86"/>
        <source>Tokens and cost of the replies shown, {0} replies</source>
        <translation>表示中の返信のトークンと費用 (返信 {0} 件)</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="98"/>
        <source>{0} reported no token usage</source>
        <translation>{0} はトークン使用量を報告しませんでした</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="101"/>
        <source>{0} reported token counts that do not add up</source>
        <translation>{0} は辻褄の合わないトークン数を報告しました</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="104"/>
        <source>{0} without a price in the model list</source>
        <translation>{0} はモデル一覧に料金がありません</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="107"/>
        <source>1 reply</source>
        <translation>返信 1 件</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="111"/>
        <source>Cost unknown for {0}: {1}.</source>
        <translation>{0} の費用は不明です: {1}。</translation>
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
    <name>TintedText</name>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="155"/>
        <source>The answer, tinted by token probability</source>
        <translation>トークンの確率で色分けした回答</translation>
    </message>
</context>
<context>
    <name>TokenProbabilityView</name>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="224"/>
        <source>Token probabilities</source>
        <translation>トークンの確率</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="264"/>
        <location filename="../../ui/transcript/token_view.py" line="269"/>
        <source>Least likely tokens</source>
        <translation>確率が最も低いトークン</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="405"/>
        <source>{0}–{1}%</source>
        <translation>{0}–{1}%</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="240"/>
        <source>This long answer is shown in part; the list of least likely tokens covers all of it.</source>
        <translation>この長い回答は一部のみ表示しています。確率の低いトークンの一覧は全体を対象にしています。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="251"/>
        <source>Token at the cursor</source>
        <translation>カーソル位置のトークン</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="259"/>
        <source>Point at a token, or move the cursor onto it, to see its alternatives.</source>
        <translation>トークンにポインターを合わせるか、カーソルを移動すると、候補が表示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="370"/>
        <source>A token&apos;s probability is how sure the model was of it, among everything it could have written at that point. Untinted text was near-certain; the deeper the tint, the more the model hesitated, and the more likely a different word would have come with another try. A character made of several tokens (an emoji, say) is tinted by their probability together.</source>
        <translation>トークンの確率は、その時点で書き得たすべての中で、モデルがそのトークンにどれだけ確信を持っていたかを示します。色のない文字はほぼ確実でした。色が濃いほどモデルは迷っており、もう一度試せば別の語になった可能性が高くなります。複数のトークンでできた文字（絵文字など）は、それらを合わせた確率で色付けされます。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="390"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="397"/>
        <source>Legend</source>
        <translation>凡例</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="403"/>
        <source>{0}% or more</source>
        <translation>{0}% 以上</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="406"/>
        <source>under {0}%</source>
        <translation>{0}% 未満</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="408"/>
        <source>nearly certain</source>
        <translation>ほぼ確実</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="409"/>
        <source>fairly sure</source>
        <translation>かなり確か</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="410"/>
        <source>more likely than not</source>
        <translation>どちらかといえば有力</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="411"/>
        <source>unsure</source>
        <translation>不確か</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="412"/>
        <source>doubtful</source>
        <translation>疑わしい</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="413"/>
        <source>a long shot: one of many options</source>
        <translation>大穴: 多くの選択肢の一つ</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="449"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="457"/>
        <source>{0} (part of {1}: {2} tokens, together {3})</source>
        <translation>{0}（{1} の一部: {2} トークン、合計 {3}）</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="465"/>
        <source>{0}; alternatives: {1}</source>
        <translation>{0}、他の候補: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="472"/>
        <source>{0}: probability {1}</source>
        <translation>{0}: 確率 {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="478"/>
        <source>Alternatives: {0}</source>
        <translation>他の候補: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="478"/>
        <source>No alternatives</source>
        <translation>他の候補なし</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="490"/>
        <source>{0}: written by {1} tokens, together {2}</source>
        <translation>{0}: {1} トークンで書かれ、合計 {2}</translation>
    </message>
</context>
<context>
    <name>ToolCallSection</name>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="104"/>
        <source>Arguments:</source>
        <translation>引数:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="108"/>
        <source>Result:</source>
        <translation>結果:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="111"/>
        <source>(and {0} more characters)</source>
        <translation>(さらに {0} 文字)</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="125"/>
        <source>done in {0} s</source>
        <translation>{0} 秒で完了</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="126"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="127"/>
        <source>denied</source>
        <translation>拒否</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="128"/>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="128"/>
        <source>not run</source>
        <translation>未実行</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="130"/>
        <source>Tool {0} · {1}</source>
        <translation>ツール {0} · {1}</translation>
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
        <location filename="../../ui/tools/dialog.py" line="189"/>
        <source>Tools</source>
        <translation>ツール</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="193"/>
        <source>MCP servers</source>
        <translation>MCP サーバー</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="198"/>
        <source>Enabled</source>
        <translation>有効</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="202"/>
        <source>Add server…</source>
        <translation>サーバーを追加…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="203"/>
        <source>Import…</source>
        <translation>インポート…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="209"/>
        <source>Restart</source>
        <translation>再起動</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="211"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="223"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="226"/>
        <source>Run this once</source>
        <translation>今回だけ実行</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="227"/>
        <source>Allow in this conversation</source>
        <translation>この会話では許可</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="230"/>
        <source>Tools that are always allowed</source>
        <translation>常に許可するツール</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="232"/>
        <source>Revoke</source>
        <translation>許可を取り消す</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="236"/>
        <source>Steps per reply</source>
        <translation>返信あたりの最大ステップ数</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="237"/>
        <source>Tool timeout</source>
        <translation>ツールのタイムアウト</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="238"/>
        <source>Enter in the approval prompt</source>
        <translation>確認画面での Enter の動作</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="239"/>
        <source>Always allowed</source>
        <translation>常に許可</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="301"/>
        <source>not started (starts when a chat needs it)</source>
        <translation>未起動 (チャットで必要になると起動)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="302"/>
        <source>starting…</source>
        <translation>起動中…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="303"/>
        <source>ready</source>
        <translation>準備完了</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="304"/>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="305"/>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="318"/>
        <source>No MCP server yet. Add one, or import a JSON file.</source>
        <translation>MCP サーバーはまだありません。追加するか、JSON ファイルをインポートしてください。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="327"/>
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
        <location filename="../../ui/inspector/sections.py" line="337"/>
        <source>Tools</source>
        <translation>ツール</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="339"/>
        <source>Web search</source>
        <translation>Web 検索</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="342"/>
        <source>Code interpreter</source>
        <translation>コードインタープリター</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="345"/>
        <source>The model may write and run Python in a sandbox the API provides.</source>
        <translation>API が提供するサンドボックスで、モデルが Python を書いて実行できるようにします。</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="349"/>
        <source>No MCP servers yet.</source>
        <translation>MCP サーバーはまだありません。</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="354"/>
        <source>Manage servers…</source>
        <translation>サーバーを管理…</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="355"/>
        <source>Manage MCP servers and tools</source>
        <translation>MCP サーバーとツールを管理</translation>
    </message>
</context>
<context>
    <name>Transcript</name>
    <message>
        <location filename="../../render/messages.py" line="14"/>
        <source>Incomplete — the connection ended before the reply finished.</source>
        <translation>未完了 — 返信が終わる前に接続が切れました。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="17"/>
        <source>Interrupted — the app closed while this reply was streaming.</source>
        <translation>中断 — 返信の受信中にアプリが終了しました。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="20"/>
        <source>Stopped — you stopped this reply.</source>
        <translation>停止 — この返信は停止されました。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="21"/>
        <source>Streaming…</source>
        <translation>受信中…</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="22"/>
        <source>In progress on the server — it appears here when it is done.</source>
        <translation>サーバーで処理中 — 完了するとここに表示されます。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="30"/>
        <source>Cut at the max tokens limit — Continue?</source>
        <translation>最大トークン数で打ち切られました — 続けますか?</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="32"/>
        <source>Stopped by the provider&apos;s content filter.</source>
        <translation>プロバイダーのコンテンツフィルターで停止されました。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="39"/>
        <source>Error:</source>
        <translation>エラー:</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="43"/>
        <source>Incomplete — {0}</source>
        <translation>未完了 — {0}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="61"/>
        <source>{0} in ({1} cached)</source>
        <translation>入力 {0} (キャッシュ {1})</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="65"/>
        <source>{0} in</source>
        <translation>入力 {0}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="66"/>
        <source>{0} · {1} out</source>
        <translation>{0} · 出力 {1}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="68"/>
        <source>{0}, of which {1} reasoning</source>
        <translation>{0}（うち推論 {1}）</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="82"/>
        <source>Cost unknown: the endpoint reported a negative token count, shown as reported.</source>
        <translation>費用不明: エンドポイントが負のトークン数を報告しました（報告どおりに表示）。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="87"/>
        <source>Cost unknown: the endpoint reported {0} cached tokens of only {1} input tokens, shown as reported.</source>
        <translation>費用不明: エンドポイントは入力 {1} トークンに対してキャッシュ済み {0} トークンを報告しました（報告どおりに表示）。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="93"/>
        <source>Cost unknown: the endpoint reported {0} reasoning tokens of only {1} output tokens, shown as reported.</source>
        <translation>費用不明: エンドポイントは出力 {1} トークンに対して推論 {0} トークンを報告しました（報告どおりに表示）。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="128"/>
        <source>{0} (cache saved {1})</source>
        <translation>{0} (キャッシュで {1} 節約)</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="133"/>
        <source>cost unknown</source>
        <translation>費用不明</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="120"/>
        <location filename="../../ui/transcript/answer_figures.py" line="21"/>
        <source>first token {0} s</source>
        <translation>最初のトークンまで {0} 秒</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="124"/>
        <location filename="../../ui/transcript/answer_figures.py" line="28"/>
        <source>{0} tokens/s</source>
        <translation>{0} トークン/秒</translation>
    </message>
    <message>
        <location filename="../../render/markup.py" line="221"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/answer_figures.py" line="26"/>
        <source>{0} tokens</source>
        <translation>{0} トークン</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/answer_figures.py" line="30"/>
        <source>written in {0} s</source>
        <translation>{0} 秒で書き終え</translation>
    </message>
</context>
<context>
    <name>TranscriptView</name>
    <message>
        <location filename="../../ui/transcript/view.py" line="62"/>
        <source>Transcript</source>
        <translation>会話の内容</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/view.py" line="63"/>
        <source>The conversation. Replies appear here.</source>
        <translation>会話です。返信はここに表示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/view.py" line="100"/>
        <source>Jump to latest ↓</source>
        <translation>最新へ移動 ↓</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/view.py" line="102"/>
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
    <name>VoiceTab</name>
    <message>
        <location filename="../../ui/settings/voice.py" line="22"/>
        <source>Dictation (the microphone button, Ctrl+Shift+V) uses the transcription model; Read aloud on a reply uses the speech model and voice. Audio clips attached to a message need a chat model that takes audio, such as gpt-4o-audio-preview.</source>
        <translation>音声入力 (マイクボタン、Ctrl+Shift+V) には文字起こしモデルを使います。返信の「読み上げ」には音声合成モデルと声を使います。メッセージに添付した音声クリップには、gpt-4o-audio-preview など音声を扱えるチャットモデルが必要です。</translation>
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
<context>
    <name>WindowActions</name>
    <message>
        <location filename="../../ui/compare/room.py" line="106"/>
        <source>C&amp;ompare models</source>
        <translation>モデルを比較(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/room.py" line="111"/>
        <source>Send one prompt to several models</source>
        <translation>1 つのプロンプトを複数のモデルに送ります</translation>
    </message>
    <message>
        <location filename="../../ui/settings/room.py" line="100"/>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/room.py" line="105"/>
        <source>Endpoints, keys and preferences</source>
        <translation>エンドポイント、キー、環境設定</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="90"/>
        <source>Show or hide the &amp;conversations</source>
        <translation>会話の表示/非表示(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="100"/>
        <source>Show or hide the &amp;parameters</source>
        <translation>パラメーターの表示/非表示(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="110"/>
        <source>Command pa&amp;lette…</source>
        <translation>コマンドパレット(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="115"/>
        <source>Find any command by its name and run it</source>
        <translation>名前でコマンドを探して実行します</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="121"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
</context>
</TS>
