<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>ApiError</name>
    <message>
        <location filename="../../api/errors.py" line="192"/>
        <source>Your account balance or quota is too low for this request</source>
        <translation>アカウントの残高またはクォータがこのリクエストには足りません</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="198"/>
        <source>The API key was rejected</source>
        <translation>API キーが拒否されました</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="205"/>
        <source>Model not available: {0}</source>
        <translation>モデルを利用できません: {0}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="207"/>
        <source>Model not available</source>
        <translation>モデルを利用できません</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="211"/>
        <source>The API endpoint was not found; check the base URL</source>
        <translation>API エンドポイントが見つかりません。ベース URL を確認してください</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="220"/>
        <source>The model does not support the parameter &apos;{0}&apos;</source>
        <translation>このモデルはパラメーター &apos;{0}&apos; に対応していません</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="222"/>
        <source>The request was rejected: {0}</source>
        <translation>リクエストが拒否されました: {0}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="227"/>
        <source>Rate limited by the server</source>
        <translation>サーバーがリクエスト数を制限しています</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="229"/>
        <location filename="../../api/errors.py" line="237"/>
        <source>; try again in {0:.0f} s</source>
        <translation>。{0:.0f} 秒後に再試行してください</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="233"/>
        <source>The server had a problem (HTTP {0}): {1}</source>
        <translation>サーバーで問題が発生しました (HTTP {0}): {1}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="240"/>
        <source>The request failed (HTTP {0}): {1}</source>
        <translation>リクエストに失敗しました (HTTP {0}): {1}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="265"/>
        <source>the server</source>
        <translation>サーバー</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="267"/>
        <source>Timed out connecting to {0}</source>
        <translation>{0} への接続がタイムアウトしました</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="270"/>
        <source>No data from {0} within the read timeout; the reply stalled</source>
        <translation>読み取りタイムアウトまでに {0} からデータが届きませんでした。返信が止まりました</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="275"/>
        <source>Could not connect to {0}</source>
        <translation>{0} に接続できませんでした</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="276"/>
        <source>The connection to {0} broke</source>
        <translation>{0} との接続が切れました</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="285"/>
        <source>The server reported an error during the reply</source>
        <translation>返信中にサーバーがエラーを報告しました</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="290"/>
        <source>The server reported an error: {0}</source>
        <translation>サーバーがエラーを報告しました: {0}</translation>
    </message>
</context>
<context>
    <name>AppController</name>
    <message>
        <location filename="../../ui/app_controller.py" line="272"/>
        <source>Cannot open the history</source>
        <translation>履歴を開けません</translation>
    </message>
    <message>
        <location filename="../../ui/app_controller.py" line="310"/>
        <source>{0} reply(s) were interrupted when the app last closed.</source>
        <translation>前回アプリが終了したとき、{0} 件の返信が中断されました。</translation>
    </message>
    <message>
        <location filename="../../ui/app_controller.py" line="332"/>
        <source>The history database could not be read. It was moved aside to {0} and a new one was started.</source>
        <translation>履歴データベースを読み込めませんでした。{0} に退避し、新しいデータベースを作成しました。</translation>
    </message>
</context>
<context>
    <name>AttachmentItem</name>
    <message>
        <location filename="../../ui/attachment_item.py" line="91"/>
        <source>Show the image as it will be sent</source>
        <translation>送信される状態の画像を表示</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_item.py" line="103"/>
        <source>Image detail</source>
        <translation>画像の詳細度</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_item.py" line="105"/>
        <source>low: one fixed-cost pass; high: tiles at full detail; auto: model decides</source>
        <translation>low: 固定コストで1回処理、high: タイル分割で詳細に処理、auto: モデルが判断</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_item.py" line="113"/>
        <location filename="../../ui/attachment_item.py" line="114"/>
        <source>Remove image</source>
        <translation>画像を削除</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_item.py" line="135"/>
        <source>~{0} tokens</source>
        <translation>約 {0} トークン</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_item.py" line="144"/>
        <source> (from {0}×{1})</source>
        <translation> ({0}×{1} から)</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_item.py" line="146"/>
        <source>Sent as {0} {1}, {2}</source>
        <translation>{0} {1}、{2} として送信</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_item.py" line="147"/>
        <source>~{0} tokens at detail &apos;{1}&apos;</source>
        <translation>詳細度 &apos;{1}&apos; で約 {0} トークン</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_item.py" line="151"/>
        <source>~${0:.5f} at ${1:g} per million input tokens</source>
        <translation>入力 100 万トークンあたり ${1:g} で約 ${0:.5f}</translation>
    </message>
</context>
<context>
    <name>AttachmentTray</name>
    <message>
        <location filename="../../ui/attachment_tray.py" line="54"/>
        <source>Attached images</source>
        <translation>添付画像</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_tray.py" line="63"/>
        <source>⚠ This model may not accept images.</source>
        <translation>⚠ このモデルは画像を受け付けない可能性があります。</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_tray.py" line="165"/>
        <location filename="../../ui/attachment_tray.py" line="166"/>
        <source>draft image</source>
        <translation>下書きの画像</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_tray.py" line="236"/>
        <source>{0}: an animated image; only its first frame will be sent.</source>
        <translation>{0}: アニメーション画像です。最初のフレームのみ送信されます。</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_tray.py" line="297"/>
        <source>{0} image(s) · {1} kB · ~{2} tokens</source>
        <translation>画像 {0} 枚 · {1} kB · 約 {2} トークン</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_tray.py" line="304"/>
        <source> · ~${0:.4f}</source>
        <translation> · 約 ${0:.4f}</translation>
    </message>
</context>
<context>
    <name>AttachmentsPresenter</name>
    <message>
        <location filename="../../ui/presenters/attachments.py" line="101"/>
        <source>Attach images</source>
        <translation>画像を添付</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/attachments.py" line="103"/>
        <source>Images ({0});;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/presenters/attachments.py" line="194"/>
        <source>That image is no longer stored.</source>
        <translation>その画像はもう保存されていません。</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/attachments.py" line="196"/>
        <source>Image</source>
        <translation>画像</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/attachments.py" line="199"/>
        <source>As it will be sent</source>
        <translation>送信される状態</translation>
    </message>
</context>
<context>
    <name>BusySlot</name>
    <message>
        <location filename="../../ui/attachment_item.py" line="173"/>
        <source>Preparing {0}…</source>
        <translation>{0} を準備中…</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_item.py" line="174"/>
        <source>Preparing image</source>
        <translation>画像を準備中</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_item.py" line="175"/>
        <source>Preparing…</source>
        <translation>準備中…</translation>
    </message>
</context>
<context>
    <name>ChatController</name>
    <message>
        <location filename="../../storage/database.py" line="78"/>
        <source>The history database could not be read. It was moved aside to {0} and a new one was started.</source>
        <translation>履歴データベースを読み込めませんでした。{0} に退避し、新しいデータベースを作成しました。</translation>
    </message>
</context>
<context>
    <name>ChatPresenter</name>
    <message>
        <location filename="../../ui/presenters/chat.py" line="120"/>
        <source>A reply is still streaming; press Esc to stop it.</source>
        <translation>返信の受信中です。止めるには Esc を押してください。</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/chat.py" line="124"/>
        <source>Still preparing the images…</source>
        <translation>画像をまだ準備しています…</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/chat.py" line="132"/>
        <source>Choose a model first.</source>
        <translation>先にモデルを選んでください。</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/chat.py" line="136"/>
        <source>Add your API key in Settings first.</source>
        <translation>先に設定で API キーを追加してください。</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/chat.py" line="160"/>
        <source>Not saved: {0} Your message is still in the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/presenters/chat.py" line="210"/>
        <source>Stopped. The partial reply was kept.</source>
        <translation>停止しました。途中までの返信は保存されています。</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/chat.py" line="213"/>
        <source>The reply ended early (the connection closed before it finished).</source>
        <translation>返信が途中で終わりました (完了前に接続が閉じられました)。</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/chat.py" line="234"/>
        <source>Resend without “{0}”</source>
        <translation>“{0}” なしで再送信</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/chat.py" line="273"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
</context>
<context>
    <name>CompareColumn</name>
    <message>
        <location filename="../../ui/compare_view.py" line="60"/>
        <source>Model for column {0}</source>
        <translation>列 {0} のモデル</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="70"/>
        <location filename="../../ui/compare_view.py" line="71"/>
        <source>Stop this column</source>
        <translation>この列を停止</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="76"/>
        <source>Ask this model again</source>
        <translation>このモデルにもう一度聞く</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="77"/>
        <source>Retry this column</source>
        <translation>この列を再試行</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="83"/>
        <source>Remove column</source>
        <translation>列を削除</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="84"/>
        <source>Remove this column</source>
        <translation>この列を削除</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="88"/>
        <source>Continue with this one as a normal chat</source>
        <translation>これを通常のチャットとして続ける</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="89"/>
        <source>Continue with this one</source>
        <translation>これで続ける</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="98"/>
        <source>Temperature for this column</source>
        <translation>この列の temperature</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="102"/>
        <source>temp</source>
        <translation>temp</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="103"/>
        <source>Temperature for this column (blank: the panel&apos;s)</source>
        <translation>この列の temperature (空欄: パネルの値)</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="107"/>
        <source>Max tokens for this column</source>
        <translation>この列の最大トークン数</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="110"/>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="111"/>
        <source>Max tokens for this column (blank: the panel&apos;s)</source>
        <translation>この列の最大トークン数 (空欄: パネルの値)</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="114"/>
        <source>Reasoning effort for this column</source>
        <translation>この列の推論の強さ</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="116"/>
        <source>effort</source>
        <translation>推論</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="117"/>
        <source>low</source>
        <translation>low</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="118"/>
        <source>medium</source>
        <translation>medium</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="119"/>
        <source>high</source>
        <translation>high</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="140"/>
        <source>Endpoint for this column</source>
        <translation>この列のエンドポイント</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="178"/>
        <source>Panel&apos;s endpoint</source>
        <translation>パネルのエンドポイント</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="209"/>
        <source>Model {0}</source>
        <translation>モデル {0}</translation>
    </message>
</context>
<context>
    <name>ComparePresenter</name>
    <message>
        <location filename="../../ui/presenters/compare.py" line="113"/>
        <source>Compare models</source>
        <translation>モデルを比較</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/compare.py" line="117"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/compare.py" line="138"/>
        <source>{0} Retrying in {1:.0f} s…</source>
        <translation>{0} {1:.0f} 秒後に再試行…</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/compare.py" line="204"/>
        <source>The models are still answering; press Esc to stop.</source>
        <translation>モデルがまだ回答中です。止めるには Esc を押してください。</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/compare.py" line="211"/>
        <source>Still preparing the images…</source>
        <translation>画像をまだ準備しています…</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/compare.py" line="264"/>
        <source>Waiting for the first token…</source>
        <translation>最初のトークンを待っています…</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/compare.py" line="317"/>
        <source>Column {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/presenters/compare.py" line="330"/>
        <source>Vote saved. The names are revealed.</source>
        <translation>投票を保存しました。モデル名を公開します。</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/compare.py" line="349"/>
        <source>Export this compare</source>
        <translation>この比較をエクスポート</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/compare.py" line="351"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/compare.py" line="359"/>
        <source>Exported the compare to {0}</source>
        <translation>比較を {0} にエクスポートしました</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../../ui/compare_view.py" line="234"/>
        <source>Compare models</source>
        <translation>モデルを比較</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="236"/>
        <source>+ Column</source>
        <translation>+ 列</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="238"/>
        <source>Compare up to {0} models</source>
        <translation>最大 {0} 個のモデルを比較</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="239"/>
        <source>Blind</source>
        <translation>ブラインド</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="242"/>
        <source>Hide model names and shuffle the columns; vote, then see who was who</source>
        <translation>モデル名を隠して列を並べ替えます。投票すると正体が分かります</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="244"/>
        <source>Grid</source>
        <translation>グリッド</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="246"/>
        <source>Sync scroll</source>
        <translation>スクロールを同期</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="248"/>
        <source>Diff…</source>
        <translation>差分…</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="250"/>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="252"/>
        <source>Leaderboard</source>
        <translation>ランキング</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="260"/>
        <source>One prompt goes to every column; each model keeps its own thread.</source>
        <translation>1 つのプロンプトをすべての列に送ります。各モデルは自分の会話を保ちます。</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="268"/>
        <source>Compare columns</source>
        <translation>比較の列</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="353"/>
        <source>Which answer is best?</source>
        <translation>どの回答が一番良いですか?</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="354"/>
        <source>{0} is best</source>
        <translation>{0} が一番</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="355"/>
        <source>Tie</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="355"/>
        <source>All bad</source>
        <translation>どれも良くない</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../ui/composer.py" line="28"/>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <location filename="../../ui/composer.py" line="30"/>
        <source>Type a message. Enter sends, Shift+Enter adds a line.</source>
        <translation>メッセージを入力。Enter で送信、Shift+Enter で改行。</translation>
    </message>
    <message>
        <location filename="../../ui/composer.py" line="33"/>
        <location filename="../../ui/composer.py" line="44"/>
        <source>Message Comet Desk…  (Enter to send, Shift+Enter for a new line)</source>
        <translation>Comet Desk にメッセージ…  (Enter で送信、Shift+Enter で改行)</translation>
    </message>
    <message>
        <location filename="../../ui/composer.py" line="46"/>
        <source>Message Comet Desk…  (Ctrl+Enter to send, Enter for a new line)</source>
        <translation>Comet Desk にメッセージ…  (Ctrl+Enter で送信、Enter で改行)</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <location filename="../../ui/conversation_list.py" line="73"/>
        <source>Today</source>
        <translation>今日</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="75"/>
        <source>Yesterday</source>
        <translation>昨日</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="77"/>
        <source>Previous 7 days</source>
        <translation>過去 7 日間</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="79"/>
        <source>Previous 30 days</source>
        <translation>過去 30 日間</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="125"/>
        <location filename="../../ui/conversation_list.py" line="450"/>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="144"/>
        <source>Pinned</source>
        <translation>ピン留め</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="375"/>
        <location filename="../../ui/conversation_list.py" line="377"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="378"/>
        <source>Start a new conversation (Ctrl+N)</source>
        <translation>新しい会話を始める (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="381"/>
        <source>Search conversations</source>
        <translation>会話を検索</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="382"/>
        <source>Search (Ctrl+K)</source>
        <translation>検索 (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="388"/>
        <source>Conversations</source>
        <translation>会話</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="390"/>
        <source>Grouped by folder and by date. Drag a conversation onto a folder to file it.</source>
        <translation>フォルダーと日付でまとめています。会話をフォルダーにドラッグすると整理できます。</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="474"/>
        <source>No conversation matches.</source>
        <translation>一致する会話はありません。</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="476"/>
        <source>No conversations yet. Start one with New chat (Ctrl+N).</source>
        <translation>まだ会話がありません。「新しいチャット」(Ctrl+N) で始めましょう。</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="587"/>
        <source>New folder</source>
        <translation>新しいフォルダー</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="587"/>
        <location filename="../../ui/conversation_list.py" line="652"/>
        <source>Folder name:</source>
        <translation>フォルダー名:</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="610"/>
        <source>Rename folder…</source>
        <translation>フォルダー名を変更…</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="612"/>
        <source>Delete folder (keeps its conversations)</source>
        <translation>フォルダーを削除 (会話は残ります)</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="619"/>
        <location filename="../../ui/conversation_list.py" line="641"/>
        <source>New folder…</source>
        <translation>新しいフォルダー…</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="624"/>
        <source>Rename…</source>
        <translation>名前を変更…</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="626"/>
        <source>Unpin</source>
        <translation>ピン留めを外す</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="626"/>
        <source>Pin to top</source>
        <translation>上部にピン留め</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="629"/>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="630"/>
        <source>Move to folder</source>
        <translation>フォルダーへ移動</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="644"/>
        <source>Remove from folder</source>
        <translation>フォルダーから外す</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="648"/>
        <source>Move to trash</source>
        <translation>ゴミ箱へ移動</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="652"/>
        <source>Rename folder</source>
        <translation>フォルダー名を変更</translation>
    </message>
</context>
<context>
    <name>DiffDialog</name>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="33"/>
        <source>Compare two answers word by word</source>
        <translation>2 つの回答を単語ごとに比較</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="66"/>
        <source>{0:.0%} the same</source>
        <translation>{0:.0%} 一致</translation>
    </message>
</context>
<context>
    <name>Endpoints</name>
    <message>
        <location filename="../../services/endpoints.py" line="109"/>
        <source>The system keyring did not answer.</source>
        <translation>システムのキーリングが応答しませんでした。</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="117"/>
        <source>COMETDESK_API_KEY (this run only)</source>
        <translation>COMETDESK_API_KEY (今回の起動のみ)</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="149"/>
        <source>{0} The key is used for this session only.</source>
        <translation>{0} キーはこのセッションでのみ使われます。</translation>
    </message>
</context>
<context>
    <name>Failures</name>
    <message>
        <location filename="../../services/failures.py" line="29"/>
        <location filename="../../services/failures.py" line="36"/>
        <source>The disk is full. Free some space and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../services/failures.py" line="32"/>
        <source>Comet Desk may not write there{0}. Check the folder&apos;s permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../services/failures.py" line="38"/>
        <source>That was too large or too deeply nested to handle; nothing was lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../services/failures.py" line="42"/>
        <source>Something went wrong. The details are in the log: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../services/failures.py" line="45"/>
        <source>Something went wrong. The details are in the log.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImageViewer</name>
    <message>
        <location filename="../../ui/image_viewer.py" line="26"/>
        <source>&amp;Fit to window</source>
        <translation>ウィンドウに合わせる(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/image_viewer.py" line="33"/>
        <source>This image could not be shown.</source>
        <translation>この画像は表示できませんでした。</translation>
    </message>
    <message>
        <location filename="../../ui/image_viewer.py" line="35"/>
        <source>{0}×{1} pixels</source>
        <translation>{0}×{1} ピクセル</translation>
    </message>
</context>
<context>
    <name>LeaderboardDialog</name>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="83"/>
        <source>Your leaderboard</source>
        <translation>あなたのランキング</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="96"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="96"/>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="96"/>
        <source>95% interval</source>
        <translation>95% 区間</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="96"/>
        <source>Votes</source>
        <translation>投票数</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="97"/>
        <source>Wins</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="101"/>
        <source>Export CSV…</source>
        <translation>CSV をエクスポート…</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="109"/>
        <source>Ratings are Bradley–Terry strengths from your blind votes, on an Elo-like scale (1000 = average); the interval comes from resampling your votes.</source>
        <translation>レーティングはブラインド投票から求めた Bradley–Terry の強さで、Elo に似た尺度 (1000 = 平均) です。区間は投票の再標本化から求めています。</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="130"/>
        <source>Computing…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="141"/>
        <source>{0} vote(s)</source>
        <translation>{0} 票</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="146"/>
        <source>Export leaderboard</source>
        <translation>ランキングをエクスポート</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="146"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="46"/>
        <location filename="../../ui/main_window.py" line="48"/>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="49"/>
        <source>Send (Enter)</source>
        <translation>送信 (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="51"/>
        <source>Attach…</source>
        <translation>添付…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="53"/>
        <source>Attach images</source>
        <translation>画像を添付</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="55"/>
        <source>Attach images (or paste a screenshot, or drop files on the message box)</source>
        <translation>画像を添付 (スクリーンショットの貼り付けや、入力欄へのドロップもできます)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="58"/>
        <location filename="../../ui/main_window.py" line="60"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="61"/>
        <source>Stop the reply (Esc)</source>
        <translation>返信を停止 (Esc)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="63"/>
        <source>Settings…</source>
        <translation>設定…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="65"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="66"/>
        <source>Endpoint and API key (Ctrl+,)</source>
        <translation>エンドポイントと API キー (Ctrl+,)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="73"/>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="75"/>
        <source>Compare models side by side</source>
        <translation>モデルを並べて比較</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="76"/>
        <source>Send one prompt to several models (Ctrl+Shift+M)</source>
        <translation>1 つのプロンプトを複数のモデルに送信 (Ctrl+Shift+M)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="79"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="81"/>
        <source>Conversation title</source>
        <translation>会話のタイトル</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="93"/>
        <source>Conversation totals</source>
        <translation>会話の合計</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="97"/>
        <source>Editing a message — Enter sends it as a new version, Esc cancels.</source>
        <translation>メッセージを編集中 — Enter で新しいバージョンとして送信、Esc でキャンセル。</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="100"/>
        <source>Editing a message</source>
        <translation>メッセージを編集中</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="191"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="192"/>
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="195"/>
        <source>Import a Comet Desk export or a ChatGPT conversations.json</source>
        <translation>Comet Desk のエクスポートまたは ChatGPT の conversations.json をインポート</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="197"/>
        <source>Export all as &amp;JSON…</source>
        <translation>すべて JSON でエクスポート(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="199"/>
        <source>Export all as &amp;Markdown…</source>
        <translation>すべて Markdown でエクスポート(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="201"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>ModelsPresenter</name>
    <message>
        <location filename="../../ui/presenters/models.py" line="95"/>
        <source>Could not load the model list: {0}</source>
        <translation>モデル一覧を読み込めませんでした: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/models.py" line="110"/>
        <source>Balance: unlimited</source>
        <translation>残高: 無制限</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/models.py" line="112"/>
        <source>Balance: ${0:,.2f}</source>
        <translation>残高: ${0:,.2f}</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/models.py" line="137"/>
        <source>Save preset</source>
        <translation>プリセットを保存</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/models.py" line="137"/>
        <source>Preset name:</source>
        <translation>プリセット名:</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/models.py" line="144"/>
        <source>Saved preset “{0}”.</source>
        <translation>プリセット「{0}」を保存しました。</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/models.py" line="153"/>
        <source>Applied preset “{0}”.</source>
        <translation>プリセット「{0}」を適用しました。</translation>
    </message>
</context>
<context>
    <name>ParameterPanel</name>
    <message>
        <location filename="../../ui/parameter_panel.py" line="51"/>
        <source>Parameters</source>
        <translation>パラメーター</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="55"/>
        <location filename="../../ui/parameter_panel.py" line="56"/>
        <source>Presets</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="57"/>
        <source>Named sets of model, parameters and system prompt</source>
        <translation>モデル・パラメーター・システムプロンプトの名前付きセット</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="67"/>
        <source>Endpoint profile</source>
        <translation>エンドポイントのプロファイル</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="68"/>
        <source>Which endpoint this conversation talks to</source>
        <translation>この会話が使うエンドポイント</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="72"/>
        <location filename="../../ui/parameter_panel.py" line="152"/>
        <source>Model</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="84"/>
        <location filename="../../ui/parameter_panel.py" line="153"/>
        <source>Temperature</source>
        <translation>Temperature</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="88"/>
        <location filename="../../ui/parameter_panel.py" line="96"/>
        <source>Default</source>
        <translation>既定</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="93"/>
        <source>Maximum tokens</source>
        <translation>最大トークン数</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="100"/>
        <location filename="../../ui/parameter_panel.py" line="162"/>
        <source>System prompt</source>
        <translation>システムプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="101"/>
        <source>Optional instructions for the model</source>
        <translation>モデルへの指示 (任意)</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="106"/>
        <source>Favourite model</source>
        <translation>お気に入りのモデル</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="107"/>
        <source>Favourite models are listed first</source>
        <translation>お気に入りのモデルが先頭に表示されます</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="119"/>
        <location filename="../../ui/parameter_panel.py" line="121"/>
        <source>Stream the reply</source>
        <translation>返信をストリーミング</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="126"/>
        <source>API endpoint</source>
        <translation>API エンドポイント</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="128"/>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="129"/>
        <source>Chat Completions</source>
        <translation>Chat Completions</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="130"/>
        <source>Responses</source>
        <translation>Responses</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="134"/>
        <source>Automatic uses /responses for models that only work there (e.g. o1-pro)</source>
        <translation>自動では /responses でしか動かないモデル (o1-pro など) に /responses を使います</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="150"/>
        <source>Endpoint</source>
        <translation>エンドポイント</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="154"/>
        <source>Max tokens</source>
        <translation>最大トークン</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="155"/>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="186"/>
        <source>No models loaded: check the key in Settings, or type one</source>
        <translation>モデルを読み込めていません: 設定でキーを確認するか、モデル名を入力してください</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="196"/>
        <source>vision</source>
        <translation>画像対応</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="197"/>
        <source>reasoning</source>
        <translation>推論</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="198"/>
        <source>tools</source>
        <translation>ツール</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="205"/>
        <source>{0:,} tokens of context</source>
        <translation>コンテキスト {0:,} トークン</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="208"/>
        <source>${0:g} in / ${1:g} out per 1M tokens</source>
        <translation>100 万トークンあたり入力 ${0:g} / 出力 ${1:g}</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="280"/>
        <source>Save current settings as preset…</source>
        <translation>現在の設定をプリセットとして保存…</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="283"/>
        <source>Default for new chats</source>
        <translation>新しいチャットの既定</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="285"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="289"/>
        <source>Delete preset</source>
        <translation>プリセットを削除</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="298"/>
        <source>Adjusted for this model:</source>
        <translation>このモデル向けに調整:</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <location filename="../../storage/recovery.py" line="77"/>
        <source>The search index of your history was damaged and has been rebuilt; nothing was lost. A copy of the damaged file was kept as {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../storage/recovery.py" line="83"/>
        <source>Your history database was damaged. Recovered {0} of {1} conversations and {2} of {3} messages into a new database; the damaged file was kept as {4}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RetryCountdown</name>
    <message>
        <location filename="../../ui/status_bus.py" line="88"/>
        <source>{reason} Attempt {attempt}</source>
        <translation>{reason} 試行 {attempt}</translation>
    </message>
    <message>
        <location filename="../../ui/status_bus.py" line="99"/>
        <source>{0}: retrying now…</source>
        <translation>{0}: 再試行しています…</translation>
    </message>
    <message>
        <location filename="../../ui/status_bus.py" line="102"/>
        <source>{0} in {1:.0f} s — press Esc to cancel.</source>
        <translation>{0} {1:.0f} 秒後 — Esc でキャンセル。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ui/settings_dialog.py" line="64"/>
        <source>Welcome to Comet Desk</source>
        <translation>Comet Desk へようこそ</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="64"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="75"/>
        <source>Settings sections</source>
        <translation>設定の項目</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="80"/>
        <source>Account</source>
        <translation>アカウント</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="82"/>
        <source>Endpoints</source>
        <translation>エンドポイント</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="83"/>
        <source>General</source>
        <translation>一般</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="84"/>
        <source>Models</source>
        <translation>モデル</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="85"/>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="98"/>
        <source>Save settings</source>
        <translation>設定を保存</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="123"/>
        <source>Comet Desk talks to CometAPI or any OpenAI-compatible endpoint. Paste your API key below; you can create one in the &lt;a href=&quot;{url}&quot;&gt;CometAPI console&lt;/a&gt;. The key is stored in your system keyring, never in a file.</source>
        <translation>Comet Desk は CometAPI や OpenAI 互換のエンドポイントと通信します。下に API キーを貼り付けてください。キーは &lt;a href=&quot;{url}&quot;&gt;CometAPI コンソール&lt;/a&gt;で作成できます。キーはシステムのキーリングに保存され、ファイルには保存されません。</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="130"/>
        <source>API base URL</source>
        <translation>API のベース URL</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="134"/>
        <source>Set by COMETDESK_BASE_URL for this run; not saved.</source>
        <translation>今回の起動では COMETDESK_BASE_URL で指定されています。保存されません。</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="138"/>
        <location filename="../../ui/settings_dialog.py" line="163"/>
        <location filename="../../ui/settings_dialog.py" line="217"/>
        <source>API key</source>
        <translation>API キー</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="141"/>
        <source>Stored in {where}; type to replace</source>
        <translation>{where} に保存済み。入力すると置き換えます</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="143"/>
        <source>sk-…</source>
        <translation>sk-…</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="145"/>
        <location filename="../../ui/settings_dialog.py" line="147"/>
        <source>Forget the stored key</source>
        <translation>保存されたキーを削除</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="156"/>
        <source>{problem} The key will be used for this session only and not saved. To keep it across runs without a keyring, start Comet Desk with the environment variable COMETDESK_API_KEY.</source>
        <translation>{problem} キーはこのセッションでのみ使われ、保存されません。キーリングなしで次回以降も使うには、環境変数 COMETDESK_API_KEY を設定して Comet Desk を起動してください。</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="162"/>
        <location filename="../../ui/settings_dialog.py" line="216"/>
        <location filename="../../ui/settings_dialog.py" line="471"/>
        <source>Base URL</source>
        <translation>ベース URL</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="176"/>
        <source>Other OpenAI-compatible endpoints: a local server, another gateway. Each has its own key in the system keyring and can be chosen per conversation.</source>
        <translation>他の OpenAI 互換エンドポイント (ローカルサーバー、別のゲートウェイなど)。それぞれシステムのキーリングに専用のキーを持ち、会話ごとに選べます。</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="184"/>
        <source>Endpoint profiles</source>
        <translation>エンドポイントのプロファイル</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="185"/>
        <location filename="../../ui/settings_dialog.py" line="187"/>
        <source>Add endpoint</source>
        <translation>エンドポイントを追加</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="188"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="190"/>
        <source>Remove endpoint</source>
        <translation>エンドポイントを削除</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="193"/>
        <source>Endpoint name</source>
        <translation>エンドポイント名</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="196"/>
        <source>Endpoint base URL</source>
        <translation>エンドポイントのベース URL</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="200"/>
        <source>Endpoint API key</source>
        <translation>エンドポイントの API キー</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="215"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="239"/>
        <location filename="../../ui/settings_dialog.py" line="283"/>
        <source>Send with</source>
        <translation>送信キー</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="240"/>
        <source>Enter (Shift+Enter: new line)</source>
        <translation>Enter (Shift+Enter: 改行)</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="241"/>
        <source>Ctrl+Enter (Enter: new line)</source>
        <translation>Ctrl+Enter (Enter: 改行)</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="245"/>
        <location filename="../../ui/settings_dialog.py" line="284"/>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="247"/>
        <source>Follow the system</source>
        <translation>システムに合わせる</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="248"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="249"/>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="255"/>
        <location filename="../../ui/settings_dialog.py" line="285"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="256"/>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="260"/>
        <source>A new language applies after a restart.</source>
        <translation>新しい言語は再起動後に適用されます。</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="263"/>
        <location filename="../../ui/settings_dialog.py" line="286"/>
        <source>Text size</source>
        <translation>文字サイズ</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="265"/>
        <source>Default</source>
        <translation>既定</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="266"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="272"/>
        <source>Open folder</source>
        <translation>フォルダーを開く</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="274"/>
        <source>Open the data folder</source>
        <translation>データフォルダーを開く</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="287"/>
        <source>Data folder</source>
        <translation>データフォルダー</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="295"/>
        <location filename="../../ui/settings_dialog.py" line="340"/>
        <source>Default model</source>
        <translation>既定のモデル</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="298"/>
        <location filename="../../ui/settings_dialog.py" line="341"/>
        <source>Default system prompt</source>
        <translation>既定のシステムプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="301"/>
        <source>Name new chats with a short model request</source>
        <translation>新しいチャットの名前を短いモデル呼び出しで付ける</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="303"/>
        <source>Automatic titles</source>
        <translation>自動タイトル</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="307"/>
        <source>Model for titles</source>
        <translation>タイトル用のモデル</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="308"/>
        <source>the cheapest listed chat model</source>
        <translation>一覧で最も安いチャットモデル</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="311"/>
        <source>Stream timeout in seconds</source>
        <translation>ストリームのタイムアウト (秒)</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="313"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="317"/>
        <source>How long a reply may stay silent before it is given up. Reasoning models can think for minutes before their first word.</source>
        <translation>返信が途切れてから諦めるまでの時間。推論モデルは最初の 1 語までに数分考えることがあります。</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="323"/>
        <source>Image size policy</source>
        <translation>画像サイズの方針</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="325"/>
        <source>Best for high detail (long ≤ 2048, short ≤ 768)</source>
        <translation>高詳細向け (長辺 ≤ 2048、短辺 ≤ 768)</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="326"/>
        <source>Fit 2048 px</source>
        <translation>2048 px に収める</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="327"/>
        <source>Fit 1568 px</source>
        <translation>1568 px に収める</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="328"/>
        <source>Fit 768 px</source>
        <translation>768 px に収める</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="329"/>
        <source>Original size (metadata still removed)</source>
        <translation>元のサイズ (メタデータは削除)</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="335"/>
        <source>Quick prompts for images</source>
        <translation>画像用のクイックプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="336"/>
        <source>One prompt per line</source>
        <translation>1 行に 1 プロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="343"/>
        <source>Title model</source>
        <translation>タイトルのモデル</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="344"/>
        <source>Stream timeout</source>
        <translation>ストリームのタイムアウト</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="345"/>
        <source>Images</source>
        <translation>画像</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="346"/>
        <source>Image quick prompts</source>
        <translation>画像のクイックプロンプト</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="354"/>
        <location filename="../../ui/settings_dialog.py" line="375"/>
        <source>Proxy</source>
        <translation>プロキシ</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="355"/>
        <source>empty: the system proxy</source>
        <translation>空欄: システムのプロキシ</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="357"/>
        <source>http://host:port, https://host:port or socks5://host:port</source>
        <translation>http://ホスト:ポート、https://ホスト:ポート、または socks5://ホスト:ポート</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="361"/>
        <source>Extra CA certificates</source>
        <translation>追加の CA 証明書</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="362"/>
        <source>a PEM file, for corporate proxies</source>
        <translation>PEM ファイル (企業プロキシ用)</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="363"/>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="365"/>
        <source>Choose a CA certificate file</source>
        <translation>CA 証明書ファイルを選択</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="368"/>
        <source>Certificates are always verified; this file adds to the trusted ones.</source>
        <translation>証明書は常に検証されます。このファイルは信頼する証明書に追加されます。</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="376"/>
        <location filename="../../ui/settings_dialog.py" line="460"/>
        <source>CA certificates</source>
        <translation>CA 証明書</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="389"/>
        <source>Local server</source>
        <translation>ローカルサーバー</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="422"/>
        <source>Stored in the keyring; type to replace</source>
        <translation>キーリングに保存済み。入力すると置き換えます</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="424"/>
        <source>optional: local servers often need none</source>
        <translation>任意: ローカルサーバーでは不要なことが多いです</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="434"/>
        <source>Endpoint</source>
        <translation>エンドポイント</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="462"/>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>証明書 (*.pem *.crt *.cer);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>SettingsPresenter</name>
    <message>
        <location filename="../../ui/presenters/settings.py" line="93"/>
        <source>That key was rejected by {0}. Check it and try again.</source>
        <translation>そのキーは {0} で拒否されました。確認してもう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/settings.py" line="100"/>
        <source>Saved, but the key could not be verified: {0}</source>
        <translation>保存しましたが、キーを確認できませんでした: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/settings.py" line="110"/>
        <source>The new language applies when Comet Desk restarts.</source>
        <translation>新しい言語は Comet Desk の再起動後に適用されます。</translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="18"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="20"/>
        <source>Send</source>
        <translation>送信</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="21"/>
        <source>New line in the message</source>
        <translation>メッセージ内で改行</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="22"/>
        <source>Stop the reply (all columns in compare)</source>
        <translation>返信を停止 (比較ではすべての列)</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="23"/>
        <source>Edit the last message (in an empty message box)</source>
        <translation>最後のメッセージを編集 (入力欄が空のとき)</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="24"/>
        <source>New chat</source>
        <translation>新しいチャット</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="25"/>
        <source>Search conversations</source>
        <translation>会話を検索</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="26"/>
        <source>Next conversation</source>
        <translation>次の会話</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="27"/>
        <source>Previous conversation</source>
        <translation>前の会話</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="28"/>
        <source>Copy the last reply</source>
        <translation>最後の返信をコピー</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="29"/>
        <source>Compare models</source>
        <translation>モデルを比較</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="30"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="31"/>
        <source>Rename the conversation</source>
        <translation>会話の名前を変更</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="32"/>
        <source>Move the conversation to the trash</source>
        <translation>会話をゴミ箱へ移動</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="33"/>
        <source>This list</source>
        <translation>この一覧</translation>
    </message>
</context>
<context>
    <name>SidebarPresenter</name>
    <message>
        <location filename="../../ui/presenters/sidebar.py" line="124"/>
        <source>Undo delete</source>
        <translation>削除を取り消す</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/sidebar.py" line="126"/>
        <source>Moved to the trash.</source>
        <translation>ゴミ箱に移動しました。</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/sidebar.py" line="131"/>
        <source>Restored.</source>
        <translation>元に戻しました。</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/sidebar.py" line="138"/>
        <source>{0} (copy)</source>
        <translation>{0} (コピー)</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/sidebar.py" line="142"/>
        <source>Duplicated “{0}”.</source>
        <translation>「{0}」を複製しました。</translation>
    </message>
</context>
<context>
    <name>StatusArea</name>
    <message>
        <location filename="../../ui/status_bus.py" line="128"/>
        <source>Working</source>
        <translation>処理中</translation>
    </message>
</context>
<context>
    <name>StorageError</name>
    <message>
        <location filename="../../storage/errors.py" line="42"/>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="46"/>
        <source>Not saved: the disk could not be written ({0}). Check the disk and press Send again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="52"/>
        <source>Not saved: the disk could not be written ({0}). Check the disk and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="67"/>
        <source>Not saved: the disk is full ({0}). Free space and press Send again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="72"/>
        <source>Not saved: the disk is full ({0}). Free space and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="83"/>
        <source>Not saved: the data folder cannot be written ({0}). Make it writable or choose another data folder, then press Send again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="89"/>
        <source>Not saved: the data folder cannot be written ({0}). Make it writable or choose another data folder, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ThreadPresenter</name>
    <message>
        <location filename="../../ui/presenters/thread.py" line="237"/>
        <source>{0} in · {1} out tokens</source>
        <translation>入力 {0} · 出力 {1} トークン</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/thread.py" line="241"/>
        <source>Tokens and cost of the replies shown, {0} replies</source>
        <translation>表示中の返信のトークンと費用 (返信 {0} 件)</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/thread.py" line="257"/>
        <source>Wait for the reply to finish first.</source>
        <translation>返信が終わるまでお待ちください。</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/thread.py" line="308"/>
        <source>Copied the reply as plain text.</source>
        <translation>返信をプレーンテキストとしてコピーしました。</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/thread.py" line="311"/>
        <source>Copied the reply as Markdown.</source>
        <translation>返信を Markdown としてコピーしました。</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/thread.py" line="335"/>
        <source>{0} (fork)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/presenters/thread.py" line="335"/>
        <source>Chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/presenters/thread.py" line="337"/>
        <source>Forked into “{0}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/presenters/thread.py" line="346"/>
        <source>Delete message</source>
        <translation>メッセージを削除</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/thread.py" line="347"/>
        <source>Delete this message?</source>
        <translation>このメッセージを削除しますか?</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/thread.py" line="349"/>
        <source>A version is deleted with the replies that followed it; other versions stay.</source>
        <translation>バージョンはその後に続く返信とともに削除されます。他のバージョンは残ります。</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/thread.py" line="367"/>
        <source>Message deleted.</source>
        <translation>メッセージを削除しました。</translation>
    </message>
</context>
<context>
    <name>Transcript</name>
    <message>
        <location filename="../../render/messages.py" line="16"/>
        <source>Incomplete — the connection ended before the reply finished.</source>
        <translation>未完了 — 返信が終わる前に接続が切れました。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="19"/>
        <source>Interrupted — the app closed while this reply was streaming.</source>
        <translation>中断 — 返信の受信中にアプリが終了しました。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="22"/>
        <source>Stopped — you stopped this reply.</source>
        <translation>停止 — この返信は停止されました。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="23"/>
        <source>Streaming…</source>
        <translation>受信中…</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="29"/>
        <source>Cut at the max tokens limit — Continue?</source>
        <translation>最大トークン数で打ち切られました — 続けますか?</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="31"/>
        <source>Stopped by the provider&apos;s content filter.</source>
        <translation>プロバイダーのコンテンツフィルターで停止されました。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="89"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="92"/>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="93"/>
        <location filename="../../render/messages.py" line="167"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="94"/>
        <location filename="../../render/messages.py" line="176"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="144"/>
        <source>Error:</source>
        <translation>エラー:</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="153"/>
        <source>{0} in · {1} out</source>
        <translation>入力 {0} · 出力 {1}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="157"/>
        <source>{0} reasoning</source>
        <translation>推論 {0}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="168"/>
        <source>Copy text</source>
        <translation>テキストをコピー</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="172"/>
        <source>Retry</source>
        <translation>再試行</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="174"/>
        <source>Regenerate</source>
        <translation>再生成</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="179"/>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="200"/>
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="209"/>
        <source>Thinking ({0} words)</source>
        <translation>思考 ({0} 語)</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="230"/>
        <source>Tool call</source>
        <translation>ツール呼び出し</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="233"/>
        <source>(shown, not run)</source>
        <translation>(表示のみ、実行しません)</translation>
    </message>
</context>
<context>
    <name>TranscriptView</name>
    <message>
        <location filename="../../ui/transcript.py" line="74"/>
        <source>Transcript</source>
        <translation>会話の内容</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="75"/>
        <source>The conversation. Replies appear here.</source>
        <translation>会話です。返信はここに表示されます。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="115"/>
        <source>Jump to latest ↓</source>
        <translation>最新へ移動 ↓</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="117"/>
        <source>Jump to latest</source>
        <translation>最新へ移動</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="274"/>
        <source>Ask anything. Enter sends, Shift+Enter adds a line.</source>
        <translation>何でも聞いてください。Enter で送信、Shift+Enter で改行。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="275"/>
        <source>Paste a screenshot or drop images to have them described.</source>
        <translation>スクリーンショットを貼り付けるか画像をドロップすると説明してもらえます。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="276"/>
        <source>Compare (Ctrl+Shift+M) sends one prompt to several models at once.</source>
        <translation>比較 (Ctrl+Shift+M) では 1 つのプロンプトを複数のモデルに同時に送ります。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="452"/>
        <source>first token {0} s</source>
        <translation>最初のトークンまで {0} 秒</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="455"/>
        <source>{0} tokens/s</source>
        <translation>{0} トークン/秒</translation>
    </message>
</context>
<context>
    <name>TransferPresenter</name>
    <message>
        <location filename="../../ui/presenters/transfer.py" line="59"/>
        <source>Export conversations</source>
        <translation>会話をエクスポート</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/transfer.py" line="61"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/transfer.py" line="61"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/transfer.py" line="70"/>
        <source>Exporting…</source>
        <translation>エクスポート中…</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/transfer.py" line="89"/>
        <source>Export failed: {0}</source>
        <translation>エクスポートに失敗しました: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/transfer.py" line="95"/>
        <source>Exported {0} conversation(s) to {1}</source>
        <translation>{0} 件の会話を {1} にエクスポートしました</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/transfer.py" line="102"/>
        <source>Import conversations</source>
        <translation>会話をインポート</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/transfer.py" line="104"/>
        <source>Exports (*.json *.zip);;All files (*)</source>
        <translation>エクスポート (*.json *.zip);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/transfer.py" line="110"/>
        <source>Importing…</source>
        <translation>インポート中…</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/transfer.py" line="116"/>
        <location filename="../../ui/presenters/transfer.py" line="120"/>
        <source>Nothing was imported: {0}</source>
        <translation>何もインポートされませんでした: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/transfer.py" line="126"/>
        <source>Imported {0} conversation(s) with {1} message(s).</source>
        <translation>{0} 件の会話 ({1} 件のメッセージ) をインポートしました。</translation>
    </message>
</context>
</TS>
