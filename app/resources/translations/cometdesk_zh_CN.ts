<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AccountTab</name>
    <message>
        <location filename="../../ui/settings/account.py" line="79"/>
        <source>To keep a key across runs without a keyring, start Comet Desk with the environment variable COMETDESK_API_KEY.</source>
        <translation>若要在没有密钥环的情况下跨次运行保留密钥，请使用环境变量 COMETDESK_API_KEY 启动 Comet Desk。</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="313"/>
        <source>Version {0} of {1}</source>
        <translation>第 {0} 版，共 {1} 版</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="320"/>
        <source>More actions</source>
        <translation>更多操作</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="340"/>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
</context>
<context>
    <name>ActionHandlers</name>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="89"/>
        <source>Wait for the reply to finish first.</source>
        <translation>请先等待回复完成。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="142"/>
        <source>Copied the reply as plain text.</source>
        <translation>已将回复复制为纯文本。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="145"/>
        <source>Copied the reply as Markdown.</source>
        <translation>已将回复复制为 Markdown。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="197"/>
        <source>{0} (fork)</source>
        <translation>{0}（分支）</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="197"/>
        <source>Chat</source>
        <translation>聊天</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="199"/>
        <source>Forked into “{0}”.</source>
        <translation>已创建分支“{0}”。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="211"/>
        <source>Message deleted.</source>
        <translation>消息已删除。</translation>
    </message>
</context>
<context>
    <name>AddServerDialog</name>
    <message>
        <location filename="../../ui/tools/dialog.py" line="43"/>
        <source>Add an MCP server</source>
        <translation>添加 MCP 服务器</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="49"/>
        <source>Command (stdio)</source>
        <translation>命令 (stdio)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="50"/>
        <source>URL (streamable HTTP)</source>
        <translation>URL (Streamable HTTP)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="66"/>
        <source>Bearer token (kept in the system keyring)</source>
        <translation>Bearer 令牌（保存在系统密钥环中）</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="69"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="70"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="71"/>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="72"/>
        <source>Environment</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="73"/>
        <source>Working folder</source>
        <translation>工作目录</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="74"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="75"/>
        <source>Token</source>
        <translation>令牌</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="117"/>
        <source>Give the server a name.</source>
        <translation>请为服务器命名。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="122"/>
        <source>The URL must start with https:// (or http://).</source>
        <translation>URL 必须以 https://（或 http://）开头。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="127"/>
        <source>The command cannot be read: {0}</source>
        <translation>无法解析命令：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="129"/>
        <source>Give the command that starts the server.</source>
        <translation>请填写启动服务器的命令。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="135"/>
        <source>Environment lines are NAME=value: {0}</source>
        <translation>环境变量每行应为 NAME=value 格式：{0}</translation>
    </message>
</context>
<context>
    <name>AdvancedSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="267"/>
        <location filename="../../ui/settings/first_run.py" line="148"/>
        <source>Advanced</source>
        <translation>高级</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="273"/>
        <source>Automatic</source>
        <translation>自动</translation>
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
        <translation>自动模式会对只能在 /responses 上运行的模型（如 o1-pro）使用 /responses</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="281"/>
        <source>Stream the reply</source>
        <translation>流式回复</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="288"/>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="295"/>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="297"/>
        <source>Service tier</source>
        <translation>服务层级</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="298"/>
        <source>Extra body (JSON)</source>
        <translation>额外请求体 (JSON)</translation>
    </message>
</context>
<context>
    <name>ApiError</name>
    <message>
        <location filename="../../api/errors.py" line="214"/>
        <source>Your account balance or quota is too low for this request</source>
        <translation>账户余额或配额不足以完成此请求</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="220"/>
        <source>The API key was rejected</source>
        <translation>API 密钥被拒绝</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="227"/>
        <source>Model not available: {0}</source>
        <translation>模型不可用：{0}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="229"/>
        <source>Model not available</source>
        <translation>模型不可用</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="233"/>
        <source>The API endpoint was not found; check the base URL</source>
        <translation>找不到 API 端点；请检查基础 URL</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="242"/>
        <source>The model does not support the parameter &apos;{0}&apos;</source>
        <translation>该模型不支持参数 &apos;{0}&apos;</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="244"/>
        <source>The request was rejected: {0}</source>
        <translation>请求被拒绝：{0}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="249"/>
        <location filename="../../api/errors.py" line="312"/>
        <source>Rate limited by the server</source>
        <translation>服务器限制了请求频率</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="251"/>
        <location filename="../../api/errors.py" line="259"/>
        <source>; try again in {0:.0f} s</source>
        <translation>；请在 {0:.0f} 秒后重试</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="255"/>
        <source>The server had a problem (HTTP {0}): {1}</source>
        <translation>服务器出现问题（HTTP {0}）：{1}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="262"/>
        <source>The request failed (HTTP {0}): {1}</source>
        <translation>请求失败（HTTP {0}）：{1}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="290"/>
        <source>the server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="292"/>
        <source>Timed out connecting to {0}</source>
        <translation>连接 {0} 超时</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="295"/>
        <source>No data from {0} within the read timeout; the reply stalled</source>
        <translation>在读取超时内未收到 {0} 的数据；回复已停滞</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="301"/>
        <source>Could not connect to {0}</source>
        <translation>无法连接到 {0}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="305"/>
        <source>The connection to {0} broke</source>
        <translation>与 {0} 的连接已断开</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="314"/>
        <source>The server had a problem (HTTP {0})</source>
        <translation>服务器出现问题（HTTP {0}）</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="324"/>
        <source>The server reported an error during the reply</source>
        <translation>服务器在回复过程中报告了错误</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="329"/>
        <source>The server reported an error: {0}</source>
        <translation>服务器报告了错误：{0}</translation>
    </message>
</context>
<context>
    <name>AppController</name>
    <message>
        <location filename="../../ui/shell/controller.py" line="502"/>
        <source>Resume describing images ({0} of {1} done)</source>
        <translation>继续描述图片（已完成 {0}/{1}）</translation>
    </message>
</context>
<context>
    <name>AppLifecycle</name>
    <message>
        <location filename="../../ui/shell/lifecycle.py" line="61"/>
        <source>Cannot open the history</source>
        <translation>无法打开历史记录</translation>
    </message>
    <message>
        <location filename="../../ui/shell/lifecycle.py" line="98"/>
        <source>{0} reply(s) were interrupted when the app last closed.</source>
        <translation>上次关闭应用时有 {0} 条回复被中断。</translation>
    </message>
</context>
<context>
    <name>ApprovalDialog</name>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="46"/>
        <source>Run a tool?</source>
        <translation>运行工具？</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="50"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; wants to run &lt;b&gt;{1}&lt;/b&gt; from the server “{2}”.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; 想要运行服务器“{2}”中的 &lt;b&gt;{1}&lt;/b&gt;。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="51"/>
        <source>The model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="57"/>
        <source>(The tool gives no description.)</source>
        <translation>（该工具没有描述。）</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="63"/>
        <source>Arguments (JSON, editable)</source>
        <translation>参数（JSON，可编辑）</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="70"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="73"/>
        <source>Allow in this conversation</source>
        <translation>在此对话中允许</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="78"/>
        <source>Always allow this tool</source>
        <translation>始终允许此工具</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="80"/>
        <source>Deny</source>
        <translation>拒绝</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="87"/>
        <source>Arguments:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="107"/>
        <source>The arguments are not valid JSON: {0}</source>
        <translation>参数不是有效的 JSON：{0}</translation>
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
        <translation>显示将要发送的图片</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="112"/>
        <source>Image detail</source>
        <translation>图片细节</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="115"/>
        <source>low: one fixed-cost pass; high: tiles at full detail; auto: model decides</source>
        <translation>low：固定成本处理一次；high：分块完整细节；auto：由模型决定</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="122"/>
        <source>Remove image</source>
        <translation>移除图片</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="142"/>
        <source>~{0} tokens</source>
        <translation>约 {0} 个 token</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="151"/>
        <source> (from {0}×{1})</source>
        <translation>（原为 {0}×{1}）</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="153"/>
        <source>Sent as {0} {1}, {2}</source>
        <translation>以 {0} {1}、{2} 发送</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="154"/>
        <source>~{0} tokens at detail &apos;{1}&apos;</source>
        <translation>细节为 &apos;{1}&apos; 时约 {0} 个 token</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="158"/>
        <source>~${0:.5f} at ${1:g} per million input tokens</source>
        <translation>按每百万输入 token ${1:g} 计约 ${0:.5f}</translation>
    </message>
</context>
<context>
    <name>AttachmentTray</name>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="34"/>
        <source>Describe this image.</source>
        <translation>描述这张图片。</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="35"/>
        <source>Extract the text.</source>
        <translation>提取其中的文字。</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="36"/>
        <source>What is unusual here?</source>
        <translation>这里有什么不寻常之处？</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="58"/>
        <source>Attached images</source>
        <translation>已附加的图片</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="67"/>
        <source>⚠ This model may not accept images.</source>
        <translation>⚠ 此模型可能不接受图片。</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="169"/>
        <location filename="../../ui/composer/attachment_tray.py" line="170"/>
        <source>draft image</source>
        <translation>草稿图片</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="238"/>
        <source>{0}: an animated image; only its first frame will be sent.</source>
        <translation>{0}：这是动图，只会发送第一帧。</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="327"/>
        <source>{0} image(s) · {1} kB · ~{2} tokens</source>
        <translation>{0} 张图片 · {1} kB · 约 {2} 个 token</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="334"/>
        <source> · ~${0:.4f}</source>
        <translation> · 约 ${0:.4f}</translation>
    </message>
</context>
<context>
    <name>AttachmentsPresenter</name>
    <message>
        <location filename="../../ui/composer/attachments.py" line="110"/>
        <source>Attach images or documents</source>
        <translation>附加图片或文档</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="112"/>
        <source>Images and documents ({0} {1});;Images ({0});;All files (*)</source>
        <translation>图片和文档 ({0} {1});;图片 ({0});;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="224"/>
        <source>That image is no longer stored.</source>
        <translation>该图片已不再保存。</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="226"/>
        <source>Image</source>
        <translation>图片</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="229"/>
        <source>As it will be sent</source>
        <translation>发送时的样子</translation>
    </message>
</context>
<context>
    <name>BackupsPresenter</name>
    <message>
        <location filename="../../ui/sync/backups.py" line="116"/>
        <source>Looking for snapshots…</source>
        <translation>正在查找快照…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="158"/>
        <source>Backing up…</source>
        <translation>正在备份…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="164"/>
        <source>The backup failed: {0}</source>
        <translation>备份失败：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="173"/>
        <source>Backed up and verified ({0}).</source>
        <translation>已备份并验证（{0}）。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="189"/>
        <source>Restore into a new, empty folder</source>
        <translation>恢复到新的空文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="204"/>
        <source>Restoring…</source>
        <translation>正在恢复…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="211"/>
        <source>Nothing was restored: {0}</source>
        <translation>未恢复任何内容：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="221"/>
        <source>Merged: {0} conversation(s) added, {1} already here.</source>
        <translation>已合并：新增 {0} 个对话，{1} 个已存在。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="233"/>
        <source>Restored {0} conversation(s) into {1}. To open it, start Comet Desk with COMETDESK_DATA_DIR={1}.</source>
        <translation>已将 {0} 个对话恢复到 {1}。要打开它，请使用 COMETDESK_DATA_DIR={1} 启动 Comet Desk。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="256"/>
        <source>Copying the history</source>
        <translation>正在复制历史记录</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="257"/>
        <source>Uploading</source>
        <translation>正在上传</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="258"/>
        <source>Reading it back</source>
        <translation>正在回读校验</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="259"/>
        <source>Downloading</source>
        <translation>正在下载</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="260"/>
        <source>Unpacking</source>
        <translation>正在解包</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="261"/>
        <source>Merging</source>
        <translation>正在合并</translation>
    </message>
</context>
<context>
    <name>BackupsSection</name>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="48"/>
        <source>Backups</source>
        <translation>备份</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="50"/>
        <source>Back up every day, keeping</source>
        <translation>每天备份，保留</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="56"/>
        <source> snapshots</source>
        <translation> 个快照</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="57"/>
        <source>Snapshots to keep</source>
        <translation>保留的快照数</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="58"/>
        <source>Back up now</source>
        <translation>立即备份</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="62"/>
        <source>Snapshots on the storage</source>
        <translation>存储中的快照</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="66"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="66"/>
        <source>Machine</source>
        <translation>设备</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="66"/>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="66"/>
        <source>Conversations</source>
        <translation>对话</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="74"/>
        <source>Restore into a new folder…</source>
        <translation>恢复到新文件夹…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="76"/>
        <source>Merge into this history</source>
        <translation>合并到此历史记录</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="79"/>
        <source>Adds the conversations this history lacks; changes nothing already here</source>
        <translation>添加此历史记录中没有的对话；不改动已有内容</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="126"/>
        <source>this machine</source>
        <translation>此设备</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="129"/>
        <source>not verified</source>
        <translation>未验证</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="139"/>
        <source>No snapshots on the storage yet.</source>
        <translation>存储中还没有快照。</translation>
    </message>
</context>
<context>
    <name>BusySlot</name>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="180"/>
        <source>Preparing {0}…</source>
        <translation>正在准备 {0}…</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="181"/>
        <source>Preparing image</source>
        <translation>正在准备图片</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="182"/>
        <source>Preparing…</source>
        <translation>正在准备…</translation>
    </message>
</context>
<context>
    <name>CaptureOverlay</name>
    <message>
        <location filename="../../ui/capture/overlay.py" line="47"/>
        <location filename="../../ui/capture/overlay.py" line="48"/>
        <source>Capture a region of the screen</source>
        <translation>截取屏幕区域</translation>
    </message>
    <message>
        <location filename="../../ui/capture/overlay.py" line="58"/>
        <source>Drag to capture a region. Enter: the whole screen. Esc: cancel.</source>
        <translation>拖动以截取区域。Enter：整个屏幕。Esc：取消。</translation>
    </message>
</context>
<context>
    <name>CapturePresenter</name>
    <message>
        <location filename="../../ui/capture/presenter.py" line="148"/>
        <source>Capturing the screen needs the desktop&apos;s screenshot service (xdg-desktop-portal), which is not running here; take a screenshot with the desktop&apos;s own tool and paste it (Ctrl+V).</source>
        <translation>截取屏幕需要桌面的截图服务 (xdg-desktop-portal)，但它在此处未运行；请用桌面自带的工具截图后粘贴 (Ctrl+V)。</translation>
    </message>
    <message>
        <location filename="../../ui/capture/presenter.py" line="165"/>
        <source>The desktop took the screenshot, but its file could not be read.</source>
        <translation>桌面已截图，但无法读取其文件。</translation>
    </message>
</context>
<context>
    <name>ChatController</name>
    <message>
        <location filename="../../storage/database.py" line="79"/>
        <source>The history database could not be read. It was moved aside to {0} and a new one was started.</source>
        <translation>无法读取历史数据库。已将其移至 {0} 并新建了一个。</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <location filename="../../ui/shell/header.py" line="57"/>
        <source>Show or hide the conversations (Ctrl+B)</source>
        <translation>显示或隐藏对话列表 (Ctrl+B)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="65"/>
        <source>New chat</source>
        <translation>新聊天</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="67"/>
        <source>Conversation title</source>
        <translation>对话标题</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="78"/>
        <source>Context used</source>
        <translation>已用上下文</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="85"/>
        <source>Conversation totals</source>
        <translation>对话合计</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="89"/>
        <source>Send one prompt to several models (Ctrl+Shift+M)</source>
        <translation>把一个提示发送给多个模型 (Ctrl+Shift+M)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="94"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="95"/>
        <source>Compare models side by side</source>
        <translation>并排比较模型</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="101"/>
        <source>Show or hide the parameters (Ctrl+I)</source>
        <translation>显示或隐藏参数 (Ctrl+I)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="202"/>
        <source>{0} of {1} tokens of context ({2}%)</source>
        <translation>已用上下文 {0} / {1} 个 token（{2}%）</translation>
    </message>
</context>
<context>
    <name>ChatPresenter</name>
    <message>
        <location filename="../../ui/chat/presenter.py" line="140"/>
        <source>A reply is still streaming; press Esc to stop it.</source>
        <translation>回复仍在传输中；按 Esc 停止。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="148"/>
        <source>Choose a model first.</source>
        <translation>请先选择模型。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="151"/>
        <source>Add your API key in Settings first.</source>
        <translation>请先在设置中添加 API 密钥。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="268"/>
        <source>Stopped. The partial reply was kept.</source>
        <translation>已停止。已保留部分回复。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="270"/>
        <source>The reply ended early (the connection closed before it finished).</source>
        <translation>回复提前结束（连接在完成前关闭）。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="287"/>
        <source>Resend without “{0}”</source>
        <translation>不带“{0}”重新发送</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="304"/>
        <source>New chat</source>
        <translation>新聊天</translation>
    </message>
</context>
<context>
    <name>ChoiceSwitcher</name>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="33"/>
        <source>Previous answer</source>
        <translation>上一个回答</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="39"/>
        <source>Next answer</source>
        <translation>下一个回答</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="59"/>
        <source>Answer {0} of {1}</source>
        <translation>第 {0} 个回答，共 {1} 个</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="64"/>
        <source>All {0} answers are in</source>
        <translation>全部 {0} 个回答均已收到</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="66"/>
        <source>This answer is still arriving</source>
        <translation>此回答仍在接收中</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="68"/>
        <source>Still arriving: {0}</source>
        <translation>仍在接收：{0}</translation>
    </message>
</context>
<context>
    <name>ColumnOptionsDialog</name>
    <message>
        <location filename="../../ui/compare/column_options.py" line="30"/>
        <source>Options for column {0}</source>
        <translation>第 {0} 列的选项</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="32"/>
        <source>panel&apos;s</source>
        <translation>面板的值</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="48"/>
        <source>System prompt for this column</source>
        <translation>此列的系统提示</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="49"/>
        <source>Blank: the panel&apos;s system prompt</source>
        <translation>留空：使用面板的系统提示</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="52"/>
        <source>Top p for this column</source>
        <translation>此列的 Top P</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="56"/>
        <source>Presence penalty for this column</source>
        <translation>此列的存在惩罚</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="61"/>
        <source>Frequency penalty for this column</source>
        <translation>此列的频率惩罚</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="67"/>
        <source>Seed for this column</source>
        <translation>此列的随机种子</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="74"/>
        <source>Verbosity for this column</source>
        <translation>此列的详细程度</translation>
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
        <translation>系统提示(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="85"/>
        <source>&amp;Top p</source>
        <translation>Top P(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="86"/>
        <source>S&amp;eed</source>
        <translation>随机种子(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="87"/>
        <source>&amp;Verbosity</source>
        <translation>详细程度(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="88"/>
        <source>&amp;Presence penalty</source>
        <translation>存在惩罚(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="89"/>
        <source>&amp;Frequency penalty</source>
        <translation>频率惩罚(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="92"/>
        <source>Temperature, max tokens, effort and probabilities are in the column&apos;s row. Anything left blank follows the parameters panel.</source>
        <translation>Temperature、最大 token 数、推理强度和概率在列中的那一行设置。留空的项将沿用参数面板的设置。</translation>
    </message>
</context>
<context>
    <name>CompareColumn</name>
    <message>
        <location filename="../../ui/compare/view.py" line="99"/>
        <source>Model for column {0}</source>
        <translation>第 {0} 列的模型</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="109"/>
        <source>Stop this column</source>
        <translation>停止此列</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="115"/>
        <source>Ask this model again</source>
        <translation>再问一次此模型</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="113"/>
        <source>Retry this column</source>
        <translation>重试此列</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="118"/>
        <source>Remove column</source>
        <translation>移除列</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="120"/>
        <source>Remove this column</source>
        <translation>移除此列</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="127"/>
        <source>Continue with this one as a normal chat</source>
        <translation>以此继续为普通聊天</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="123"/>
        <source>Continue with this one</source>
        <translation>用这个继续</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="128"/>
        <source>⋯ Options</source>
        <translation>⋯ 选项</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="130"/>
        <source>Options for column {0}</source>
        <translation>第 {0} 列的选项</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="131"/>
        <source>This column&apos;s own system prompt and parameters</source>
        <translation>此列专用的系统提示和参数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="146"/>
        <source>Temperature for this column</source>
        <translation>此列的 temperature</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="150"/>
        <source>temp</source>
        <translation>temp</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="151"/>
        <source>Temperature for this column (blank: the panel&apos;s)</source>
        <translation>此列的 temperature（留空：使用面板的值）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="155"/>
        <source>Max tokens for this column</source>
        <translation>此列的最大 token 数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="158"/>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="159"/>
        <source>Max tokens for this column (blank: the panel&apos;s)</source>
        <translation>此列的最大 token 数（留空：使用面板的值）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="162"/>
        <source>Reasoning effort for this column</source>
        <translation>此列的推理强度</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="164"/>
        <source>effort</source>
        <translation>推理</translation>
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
        <translation>概率</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="172"/>
        <source>Show probabilities for this column</source>
        <translation>显示此列的概率</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="174"/>
        <source>Ask this column&apos;s model for token probabilities (blank: the panel&apos;s choice)</source>
        <translation>向此列的模型请求 token 概率（留空：使用面板的设置）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="196"/>
        <source>Endpoint for this column</source>
        <translation>此列的端点</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="244"/>
        <source>Panel&apos;s endpoint</source>
        <translation>面板的端点</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="336"/>
        <source>Model {0}</source>
        <translation>模型 {0}</translation>
    </message>
</context>
<context>
    <name>ComparePresenter</name>
    <message>
        <location filename="../../ui/compare/presenter.py" line="164"/>
        <source>Compare models</source>
        <translation>比较模型</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="171"/>
        <source>New chat</source>
        <translation>新聊天</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="450"/>
        <source>The models are still answering; press Esc to stop.</source>
        <translation>模型仍在回答；按 Esc 停止。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="190"/>
        <location filename="../../ui/compare/presenter.py" line="579"/>
        <source>Waiting for the first token…</source>
        <translation>正在等待首个 token…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="289"/>
        <location filename="../../ui/compare/presenter.py" line="616"/>
        <source>Column {0}</source>
        <translation>第 {0} 列</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="368"/>
        <source>Save setup</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="369"/>
        <source>Name of this setup (its columns&apos; models and parameters):</source>
        <translation>此方案的名称（各列的模型和参数）：</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="376"/>
        <source>Rename setup</source>
        <translation>重命名方案</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="377"/>
        <source>New name for “{0}”:</source>
        <translation>“{0}”的新名称：</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="385"/>
        <source>Saved the setup “{0}”.</source>
        <translation>已保存方案“{0}”。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="390"/>
        <source>Renamed the setup to “{0}”.</source>
        <translation>已将方案重命名为“{0}”。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="395"/>
        <source>Deleted the setup “{0}”.</source>
        <translation>已删除方案“{0}”。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="403"/>
        <source>Stop the replies before choosing a setup.</source>
        <translation>请先停止回复，再选择方案。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="410"/>
        <source>Columns from the setup “{0}”.</source>
        <translation>已载入方案“{0}”的列。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="631"/>
        <source>Vote saved. The names are revealed.</source>
        <translation>投票已保存。模型名称已揭晓。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="654"/>
        <source>Export this compare</source>
        <translation>导出此比较</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="656"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="664"/>
        <source>Exported the compare to {0}</source>
        <translation>已将比较导出到 {0}</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../../ui/compare/view.py" line="371"/>
        <source>Compare models</source>
        <translation>比较模型</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="373"/>
        <source>+ Column</source>
        <translation>+ 列</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="375"/>
        <source>Compare up to {0} models</source>
        <translation>最多比较 {0} 个模型</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="376"/>
        <source>Blind</source>
        <translation>盲测</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="379"/>
        <source>Hide model names and shuffle the columns; vote, then see who was who</source>
        <translation>隐藏模型名称并打乱列顺序；投票后揭晓各是谁</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="381"/>
        <source>Grid</source>
        <translation>网格</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="383"/>
        <source>Sync scroll</source>
        <translation>同步滚动</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="385"/>
        <source>Diff…</source>
        <translation>差异…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="387"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="389"/>
        <source>Leaderboard</source>
        <translation>排行榜</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="391"/>
        <source>Setups</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="393"/>
        <location filename="../../ui/compare/view.py" line="536"/>
        <source>Compare setups</source>
        <translation>比较方案</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="395"/>
        <source>Save these columns as a setup, or bring back a saved one</source>
        <translation>将这些列保存为方案，或恢复已保存的方案</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="404"/>
        <source>One prompt goes to every column; each model keeps its own thread.</source>
        <translation>一个提示会发送到每一列；每个模型保留自己的对话。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="412"/>
        <source>Compare columns</source>
        <translation>比较列</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="510"/>
        <source>Which answer is best?</source>
        <translation>哪个回答最好？</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="511"/>
        <source>{0} is best</source>
        <translation>{0} 最好</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="512"/>
        <source>Tie</source>
        <translation>平局</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="512"/>
        <source>All bad</source>
        <translation>都不好</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="537"/>
        <source>Save setup…</source>
        <translation>保存方案…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="543"/>
        <source>Replace the columns with this setup</source>
        <translation>用此方案替换当前的列</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="546"/>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="548"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../ui/composer/editor.py" line="37"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <location filename="../../ui/composer/editor.py" line="39"/>
        <source>Type a message. Enter sends, Shift+Enter adds a line.</source>
        <translation>输入消息。Enter 发送，Shift+Enter 换行。</translation>
    </message>
    <message>
        <location filename="../../ui/composer/editor.py" line="42"/>
        <location filename="../../ui/composer/editor.py" line="54"/>
        <source>Message Comet Desk…  (Enter to send, Shift+Enter for a new line)</source>
        <translation>给 Comet Desk 发消息…（Enter 发送，Shift+Enter 换行）</translation>
    </message>
    <message>
        <location filename="../../ui/composer/editor.py" line="56"/>
        <source>Message Comet Desk…  (Ctrl+Enter to send, Enter for a new line)</source>
        <translation>给 Comet Desk 发消息…（Ctrl+Enter 发送，Enter 换行）</translation>
    </message>
</context>
<context>
    <name>ComposerFrame</name>
    <message>
        <location filename="../../ui/composer/frame.py" line="54"/>
        <source>Editing a message — Enter sends it as a new version, Esc cancels.</source>
        <translation>正在编辑消息 — Enter 作为新版本发送，Esc 取消。</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="57"/>
        <source>Editing a message</source>
        <translation>正在编辑消息</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="62"/>
        <source>Attach images (or paste a screenshot, or drop files on the message box)</source>
        <translation>附加图片（也可以粘贴截图，或把文件拖到输入框）</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="67"/>
        <source>Attach images</source>
        <translation>附加图片</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="70"/>
        <source>Capture a region of the screen (Ctrl+Shift+S)</source>
        <translation>截取屏幕区域 (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="75"/>
        <source>Capture a region of the screen</source>
        <translation>截取屏幕区域</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="78"/>
        <source>Choose the model</source>
        <translation>选择模型</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="79"/>
        <source>Choose the model for this conversation</source>
        <translation>为此对话选择模型</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="84"/>
        <source>Send (Enter)</source>
        <translation>发送 (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="90"/>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="95"/>
        <source>Stop the reply (Esc)</source>
        <translation>停止回复 (Esc)</translation>
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
        <translation>上一条消息仍在发送…</translation>
    </message>
    <message>
        <location filename="../../ui/composer/presenter.py" line="105"/>
        <source>Still preparing the images…</source>
        <translation>仍在准备图片…</translation>
    </message>
    <message>
        <location filename="../../ui/composer/presenter.py" line="169"/>
        <source>Not saved: {0} Your message is still in the box.</source>
        <translation>未保存：{0} 你的消息仍在输入框中。</translation>
    </message>
</context>
<context>
    <name>ContextDialog</name>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="53"/>
        <source>Too long for the model</source>
        <translation>超出模型上下文长度</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="56"/>
        <source>This request needs about {0} tokens; {1} takes {2}. Leave out the oldest part of the conversation (it stays saved), or send anyway.</source>
        <translation>此请求约需 {0} 个 token；{1} 最多接受 {2} 个。可以省略对话中最早的部分（仍会保留在记录中），或仍然发送。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="65"/>
        <source>Send from</source>
        <translation>发送起点</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="67"/>
        <source>fits</source>
        <translation>可容纳</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="67"/>
        <source>too long</source>
        <translation>过长</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="69"/>
        <source>Only this message — {1} tokens, {2}</source>
        <translation>仅此消息 — {1} 个 token，{2}</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="71"/>
        <source>From “{0}” — {1} tokens, {2}</source>
        <translation>从“{0}”开始 — {1} 个 token，{2}</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="77"/>
        <source>Send from there</source>
        <translation>从此处发送</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="80"/>
        <source>Send anyway</source>
        <translation>仍然发送</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="85"/>
        <source>Let the server drop the oldest turns</source>
        <translation>让服务器丢弃最早的对话</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="99"/>
        <source>Send from:</source>
        <translation>发送起点：</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="34"/>
        <source>Today</source>
        <translation>今天</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="36"/>
        <source>Yesterday</source>
        <translation>昨天</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="38"/>
        <source>Previous 7 days</source>
        <translation>过去 7 天</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="40"/>
        <source>Previous 30 days</source>
        <translation>过去 30 天</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="101"/>
        <location filename="../../ui/sidebar/rows.py" line="115"/>
        <source>Untitled</source>
        <translation>无标题</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="116"/>
        <source>Column {0}</source>
        <translation>第 {0} 列</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="123"/>
        <source>Compare: {0}. Models: {1}</source>
        <translation>比较：{0}。模型：{1}</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="129"/>
        <source>{0}, a column of the compare {1}</source>
        <translation>{0}，比较“{1}”中的一列</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="187"/>
        <source>Pinned</source>
        <translation>已置顶</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="94"/>
        <location filename="../../ui/sidebar/conversation_list.py" line="96"/>
        <source>New chat</source>
        <translation>新聊天</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="97"/>
        <source>Start a new conversation (Ctrl+N)</source>
        <translation>开始新对话 (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="100"/>
        <source>Search conversations</source>
        <translation>搜索对话</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="101"/>
        <source>Search (Ctrl+K)</source>
        <translation>搜索 (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="107"/>
        <source>Conversations</source>
        <translation>对话</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="110"/>
        <source>Grouped by folder and by date. A compare is listed once, with the models it compared under it. Drag a conversation onto a folder to file it.</source>
        <translation>按文件夹和日期分组。每个比较只列出一次，参与比较的模型列在其下。将对话拖到文件夹上即可归档。</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="198"/>
        <source>No conversation matches.</source>
        <translation>没有匹配的对话。</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="200"/>
        <source>No conversations yet. Start one with New chat (Ctrl+N).</source>
        <translation>还没有对话。点“新聊天”（Ctrl+N）开始吧。</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="472"/>
        <source>New folder</source>
        <translation>新建文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="488"/>
        <source>Conversation actions</source>
        <translation>对话操作</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="494"/>
        <source>Folder actions</source>
        <translation>文件夹操作</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/menu.py" line="93"/>
        <source>Folder name:</source>
        <translation>文件夹名称：</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="514"/>
        <source>New folder…</source>
        <translation>新建文件夹…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="520"/>
        <source>Rename folder</source>
        <translation>重命名文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/model.py" line="90"/>
        <source>Folder: {0}</source>
        <translation>文件夹：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/model.py" line="92"/>
        <source>Pinned: {0}</source>
        <translation>已置顶：{0}</translation>
    </message>
</context>
<context>
    <name>DataFolder</name>
    <message>
        <location filename="../../data_folder.py" line="62"/>
        <source>Comet Desk cannot write to its data folder {0}: {1}.</source>
        <translation>Comet Desk 无法写入数据文件夹 {0}：{1}。</translation>
    </message>
</context>
<context>
    <name>DataFolderProblemDialog</name>
    <message>
        <location filename="../../ui/shell/data_folder_problem.py" line="31"/>
        <source>Choose a data folder</source>
        <translation>选择数据文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/shell/data_folder_problem.py" line="56"/>
        <source>Comet Desk cannot save your data</source>
        <translation>Comet Desk 无法保存你的数据</translation>
    </message>
    <message>
        <location filename="../../ui/shell/data_folder_problem.py" line="62"/>
        <source>Choose another folder to use for this run. To keep using it, start Comet Desk with --data-dir FOLDER or set COMETDESK_DATA_DIR=FOLDER.</source>
        <translation>请选择本次运行使用的其他文件夹。若要一直使用该文件夹，请用 --data-dir FOLDER 启动 Comet Desk，或设置 COMETDESK_DATA_DIR=FOLDER。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/data_folder_problem.py" line="68"/>
        <location filename="../../ui/shell/data_folder_problem.py" line="70"/>
        <source>Choose another folder…</source>
        <translation>选择其他文件夹…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/data_folder_problem.py" line="72"/>
        <location filename="../../ui/shell/data_folder_problem.py" line="74"/>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
</context>
<context>
    <name>DescribeJobs</name>
    <message>
        <location filename="../../services/describe_jobs_store.py" line="282"/>
        <source>{0} cannot be read ({1}).</source>
        <translation>无法读取 {0}（{1}）。</translation>
    </message>
    <message>
        <location filename="../../services/describe_jobs_store.py" line="283"/>
        <source>{0} cannot be written ({1}).</source>
        <translation>无法写入 {0}（{1}）。</translation>
    </message>
</context>
<context>
    <name>DescribePresenter</name>
    <message>
        <location filename="../../ui/describe/presenter.py" line="226"/>
        <source>No images found there.</source>
        <translation>那里没有找到图片。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="238"/>
        <source>1 image</source>
        <translation>1 张图片</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="238"/>
        <source>{0} images</source>
        <translation>{0} 张图片</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="240"/>
        <source>{0} in {1}</source>
        <translation>{1} 中的{0}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="258"/>
        <source>Reading the image sizes…</source>
        <translation>正在读取图片尺寸…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="277"/>
        <source>1 image to describe</source>
        <translation>待描述 1 张图片</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="279"/>
        <source>{0} images to describe</source>
        <translation>待描述 {0} 张图片</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="280"/>
        <source>about {0} input tokens</source>
        <translation>约 {0} 个输入令牌</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="281"/>
        <source>about {0} before the replies</source>
        <translation>不含回复约 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="283"/>
        <source>the price of {0} is not known</source>
        <translation>{0} 的价格未知</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="286"/>
        <source>{0} not readable as images</source>
        <translation>{0} 个无法作为图片读取</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="295"/>
        <source>Write what to ask about each image first.</source>
        <translation>请先写下要对每张图片提出的问题。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="298"/>
        <source>Choose a model first.</source>
        <translation>请先选择模型。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="329"/>
        <source>Pausing: finishing the images being described…</source>
        <translation>正在暂停：正在完成描述中的图片…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="371"/>
        <source>There is no API key: add one in Settings, then press Resume.</source>
        <translation>没有 API 密钥：请在设置中添加，然后点击“继续”。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="423"/>
        <source>Images described: {0}.</source>
        <translation>已描述图片：{0}。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="425"/>
        <source>Failed: {0}.</source>
        <translation>失败：{0}。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="484"/>
        <source>{0} of {1}</source>
        <translation>{0} / {1}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="499"/>
        <source>{0} tokens in, {1} out</source>
        <translation>输入 {0} 个令牌，输出 {1} 个</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="504"/>
        <source>{0} failed</source>
        <translation>{0} 个失败</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="528"/>
        <source>Exported to {0}.</source>
        <translation>已导出到 {0}。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="539"/>
        <source>Rows copied: {0}.</source>
        <translation>已复制行数：{0}。</translation>
    </message>
</context>
<context>
    <name>DescribeTableModel</name>
    <message>
        <location filename="../../ui/describe/table_model.py" line="170"/>
        <source>Thumbnail of {0}</source>
        <translation>{0} 的缩略图</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="225"/>
        <source>Image</source>
        <translation>图片</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="226"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="227"/>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="228"/>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="229"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="230"/>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="231"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="251"/>
        <location filename="../../ui/describe/table_model.py" line="263"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="257"/>
        <source>Waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="259"/>
        <source>Describing…</source>
        <translation>正在描述…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="261"/>
        <source>Done (edited)</source>
        <translation>完成（已编辑）</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="261"/>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="263"/>
        <source>Error: {0}</source>
        <translation>错误：{0}</translation>
    </message>
</context>
<context>
    <name>DescribeWindow</name>
    <message>
        <location filename="../../ui/describe/view.py" line="40"/>
        <source>Alt text</source>
        <translation>替代文本</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="41"/>
        <source>Caption</source>
        <translation>说明文字</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="42"/>
        <source>Extract the text</source>
        <translation>提取文字</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="43"/>
        <source>Tags as JSON</source>
        <translation>标签（JSON）</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="46"/>
        <source>Auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="47"/>
        <source>Low (cheapest)</source>
        <translation>低（最便宜）</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="48"/>
        <source>High (fine detail)</source>
        <translation>高（精细细节）</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="187"/>
        <location filename="../../ui/describe/view.py" line="188"/>
        <source>Describe images</source>
        <translation>描述图片</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="203"/>
        <source>Choose &amp;folder…</source>
        <translation>选择文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="204"/>
        <source>Every image in a folder and the folders in it</source>
        <translation>文件夹及其子文件夹中的所有图片</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="205"/>
        <source>Choose f&amp;iles…</source>
        <translation>选择文件(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="206"/>
        <source>No images chosen yet.</source>
        <translation>尚未选择图片。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="218"/>
        <source>Your own…</source>
        <translation>自定义…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="223"/>
        <source>What to ask about each image</source>
        <translation>对每张图片要问的内容</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="225"/>
        <source>{filename} is replaced by each image&apos;s file name.</source>
        <translation>{filename} 会被替换为每张图片的文件名。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="247"/>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="258"/>
        <source>Images described</source>
        <translation>已描述的图片</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="263"/>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="265"/>
        <source>Finish the images being described, then send no more</source>
        <translation>完成正在描述的图片，然后不再发送</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="267"/>
        <source>Res&amp;ume</source>
        <translation>继续(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="268"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="270"/>
        <source>Stop now; the images not described yet can be resumed later</source>
        <translation>立即停止；尚未描述的图片可稍后继续</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="272"/>
        <source>Retry f&amp;ailed</source>
        <translation>重试失败项(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="281"/>
        <source>Descriptions</source>
        <translation>描述</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="283"/>
        <source>One row per image. F2 or a double click edits a description.</source>
        <translation>每张图片一行。按 F2 或双击可编辑描述。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="289"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="290"/>
        <source>Copy the table as tab-separated text</source>
        <translation>将表格复制为制表符分隔的文本</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="291"/>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="292"/>
        <source>Save as CSV, JSON or JSON Lines</source>
        <translation>另存为 CSV、JSON 或 JSON Lines</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="329"/>
        <source>P&amp;rompt:</source>
        <translation>提示词(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="331"/>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="333"/>
        <source>&amp;Detail:</source>
        <translation>细节(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="336"/>
        <source>Prompt text</source>
        <translation>提示词文本</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="366"/>
        <source>Choose a folder of images</source>
        <translation>选择图片文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="376"/>
        <source>Choose images</source>
        <translation>选择图片</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="378"/>
        <source>Images ({0});;All files (*)</source>
        <translation>图片 ({0});;所有文件 (*)</translation>
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
        <translation>导出描述</translation>
    </message>
</context>
<context>
    <name>DescriptionEditor</name>
    <message>
        <location filename="../../ui/describe/view.py" line="63"/>
        <source>Description</source>
        <translation>描述</translation>
    </message>
</context>
<context>
    <name>DesktopShortcuts</name>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="28"/>
        <source>Quick ask</source>
        <translation>快速提问</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="29"/>
        <source>Capture region</source>
        <translation>截取区域</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="30"/>
        <source>New chat</source>
        <translation>新聊天</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="42"/>
        <source>Quick ask from anywhere</source>
        <translation>随处快速提问</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="46"/>
        <source>Looking for the desktop&apos;s shortcut service…</source>
        <translation>正在查找桌面的快捷键服务…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="50"/>
        <source>Use desktop-wide shortcuts</source>
        <translation>使用全桌面快捷键</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="55"/>
        <source>The desktop asks you to confirm the keys, and lets you change them in its own settings.</source>
        <translation>桌面会请你确认按键，并可在其自身设置中更改。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="68"/>
        <source>This desktop offers no shortcut service. To ask from anywhere, bind these commands to keys in the desktop&apos;s own keyboard settings:</source>
        <translation>此桌面不提供快捷键服务。要随处提问，请在桌面自身的键盘设置中为以下命令绑定按键：</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="89"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="92"/>
        <source>Copy the command for {0}</source>
        <translation>复制“{0}”的命令</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="122"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="127"/>
        <source>The desktop bound no keys.</source>
        <translation>桌面未绑定任何按键。</translation>
    </message>
</context>
<context>
    <name>DiffDialog</name>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="35"/>
        <source>Compare two answers word by word</source>
        <translation>逐词比较两个回答</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="41"/>
        <source>First answer</source>
        <translation>第一个回答</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="42"/>
        <source>Second answer</source>
        <translation>第二个回答</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="70"/>
        <source>{0:.0%} the same</source>
        <translation>{0:.0%} 相同</translation>
    </message>
</context>
<context>
    <name>DocumentChip</name>
    <message>
        <location filename="../../ui/composer/document_item.py" line="19"/>
        <source>as text</source>
        <translation>作为文本</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="20"/>
        <source>as page images</source>
        <translation>以页面图片发送</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="21"/>
        <source>as the file</source>
        <translation>以文件发送</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="63"/>
        <source>How {0} is sent</source>
        <translation>{0} 的发送方式</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="71"/>
        <source>Preview what is sent</source>
        <translation>预览发送内容</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="76"/>
        <source>Remove {0}</source>
        <translation>移除 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="102"/>
        <source>{0}–{1} of {2} {3}</source>
        <translation>{0}–{1}，共 {2} {3}</translation>
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
        <translation>约 {0} 个 token</translation>
    </message>
</context>
<context>
    <name>DocumentPreview</name>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="46"/>
        <source>The text that is sent</source>
        <translation>发送的文本</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="59"/>
        <source>First {0}</source>
        <translation>起始 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="60"/>
        <source>Last {0}</source>
        <translation>结束 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="68"/>
        <source>Send {0}</source>
        <translation>发送的{0}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="72"/>
        <source>of {0}</source>
        <translation>共 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="90"/>
        <source>{0} characters</source>
        <translation>{0} 个字符</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="92"/>
        <source>~{0} tokens</source>
        <translation>约 {0} 个 token</translation>
    </message>
</context>
<context>
    <name>DocumentUnits</name>
    <message>
        <location filename="../../ui/composer/document_units.py" line="11"/>
        <source>page</source>
        <translation>页</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="11"/>
        <source>pages</source>
        <translation>页</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="13"/>
        <source>sheet</source>
        <translation>工作表</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="14"/>
        <source>sheets</source>
        <translation>个工作表</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="17"/>
        <source>slide</source>
        <translation>张幻灯片</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="18"/>
        <source>slides</source>
        <translation>张幻灯片</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="20"/>
        <source>file</source>
        <translation>个文件</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="20"/>
        <source>files</source>
        <translation>个文件</translation>
    </message>
</context>
<context>
    <name>DocumentsPresenter</name>
    <message>
        <location filename="../../ui/composer/documents.py" line="185"/>
        <source>The text of {0} is no longer stored.</source>
        <translation>{0} 的文本已不再保存。</translation>
    </message>
    <message>
        <location filename="../../ui/composer/documents.py" line="218"/>
        <source>A large document</source>
        <translation>大型文档</translation>
    </message>
    <message>
        <location filename="../../ui/composer/documents.py" line="220"/>
        <source>Send all</source>
        <translation>全部发送</translation>
    </message>
    <message>
        <location filename="../../ui/composer/documents.py" line="221"/>
        <source>Choose pages…</source>
        <translation>选择页面…</translation>
    </message>
</context>
<context>
    <name>Endpoints</name>
    <message>
        <location filename="../../services/endpoints.py" line="129"/>
        <source>Your key is kept in your system keyring ({0}), never in a file.</source>
        <translation>你的密钥保存在系统密钥环（{0}）中，绝不会写入文件。</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="133"/>
        <source>This computer has no keyring: the key is used for this session only.</source>
        <translation>此计算机没有密钥环：密钥仅用于本次会话。</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="154"/>
        <source>The system keyring did not answer.</source>
        <translation>系统密钥环没有响应。</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="162"/>
        <source>COMETDESK_API_KEY (this run only)</source>
        <translation>COMETDESK_API_KEY（仅本次运行）</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="136"/>
        <location filename="../../services/endpoints.py" line="195"/>
        <source>{0} The key is used for this session only.</source>
        <translation>{0} 密钥仅用于本次会话。</translation>
    </message>
</context>
<context>
    <name>EndpointsTab</name>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="55"/>
        <source>&lt;b&gt;No other endpoints yet.&lt;/b&gt;&lt;br&gt;An endpoint profile is another OpenAI-compatible server, such as a model server on this computer or another gateway, with its own base URL and key. Once added, it can be chosen for each conversation in the Model section. CometAPI, set on the Account tab, is always there.</source>
        <translation>&lt;b&gt;还没有其他端点。&lt;/b&gt;&lt;br&gt;端点配置是另一个兼容 OpenAI 的服务器，例如本机上的模型服务器或其他网关，拥有自己的基础 URL 和密钥。添加后，可在“模型”部分为每个对话选择。在“账户”标签页中设置的 CometAPI 始终可用。</translation>
    </message>
</context>
<context>
    <name>ErrorCard</name>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="420"/>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="421"/>
        <source>Ask again; the failed attempt is kept, folded</source>
        <translation>重新请求；失败的尝试会折叠保留</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="427"/>
        <source>Open settings</source>
        <translation>打开设置</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="433"/>
        <source>Error: {0}</source>
        <translation>错误：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="447"/>
        <source>The request failed</source>
        <translation>请求失败</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="449"/>
        <source>{0} — is the server running?</source>
        <translation>{0} — 服务器是否在运行？</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="456"/>
        <source>Start the server, or check the base URL in Settings, then retry.</source>
        <translation>请启动服务器，或在设置中检查基础 URL，然后重试。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="462"/>
        <source>The connection dropped. Check your network, then retry.</source>
        <translation>连接已断开。请检查网络，然后重试。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="468"/>
        <source>The server took too long to answer. Retry in a moment.</source>
        <translation>服务器响应时间过长。请稍后重试。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="474"/>
        <source>Check the API key in Settings, then retry.</source>
        <translation>请在设置中检查 API 密钥，然后重试。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="480"/>
        <source>Top up the account or choose a cheaper model, then retry.</source>
        <translation>请为账户充值或选择更便宜的模型，然后重试。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="486"/>
        <source>Choose another model, or check the base URL in Settings.</source>
        <translation>请选择其他模型，或在设置中检查基础 URL。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="492"/>
        <source>Change the parameters or the attachments, then retry.</source>
        <translation>请修改参数或附件，然后重试。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="498"/>
        <source>Too many requests for now. Wait a little, then retry.</source>
        <translation>当前请求过多。请稍等片刻，然后重试。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="504"/>
        <source>The problem is on the server&apos;s side. Retrying often works.</source>
        <translation>问题出在服务器端。重试通常就能解决。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="510"/>
        <source>The reply arrived garbled or broke off. Retry to ask again.</source>
        <translation>回复内容乱码或中途断开。请重试以重新请求。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="516"/>
        <source>Retry to ask again.</source>
        <translation>请重试以重新请求。</translation>
    </message>
</context>
<context>
    <name>Failures</name>
    <message>
        <location filename="../../services/failures.py" line="28"/>
        <location filename="../../services/failures.py" line="37"/>
        <source>The disk is full. Free some space and try again.</source>
        <translation>磁盘已满。请释放一些空间后重试。</translation>
    </message>
    <message>
        <location filename="../../services/failures.py" line="31"/>
        <source>Comet Desk may not write there{0}. Check the folder&apos;s permissions.</source>
        <translation>Comet Desk 无权写入该位置{0}。请检查文件夹的权限。</translation>
    </message>
    <message>
        <location filename="../../services/failures.py" line="39"/>
        <source>That was too large or too deeply nested to handle; nothing was lost.</source>
        <translation>内容过大或嵌套过深，无法处理；没有丢失任何内容。</translation>
    </message>
    <message>
        <location filename="../../services/failures.py" line="43"/>
        <source>Something went wrong. The details are in the log: {0}</source>
        <translation>出现问题。详细信息见日志：{0}</translation>
    </message>
    <message>
        <location filename="../../services/failures.py" line="46"/>
        <source>Something went wrong. The details are in the log.</source>
        <translation>出现问题。详细信息见日志。</translation>
    </message>
</context>
<context>
    <name>FiguresModel</name>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="77"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="78"/>
        <source>First token</source>
        <translation>首个 token</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="79"/>
        <source>Tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="80"/>
        <source>Input tokens</source>
        <translation>输入 token</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="81"/>
        <source>Output tokens</source>
        <translation>输出 token</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="82"/>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="83"/>
        <source>Words</source>
        <translation>词数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="84"/>
        <source>Finish</source>
        <translation>结束原因</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="85"/>
        <source>Mean token probability</source>
        <translation>token 平均概率</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="90"/>
        <source>The column&apos;s model (a letter while the arena hides the names)</source>
        <translation>该列的模型（竞技场隐藏名称时显示为字母）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="91"/>
        <source>Seconds from sending to the first token of the reply</source>
        <translation>从发送到回复首个 token 的秒数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="92"/>
        <source>Output tokens per second, from the first token to the end</source>
        <translation>每秒输出 token 数（从首个 token 到结束）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="93"/>
        <source>Tokens sent: the prompt and the column&apos;s history</source>
        <translation>发送的 token：提示和该列的历史记录</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="94"/>
        <source>Tokens generated, reasoning included</source>
        <translation>生成的 token（含推理）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="95"/>
        <source>What the reply cost, from the catalog&apos;s prices</source>
        <translation>回复的费用（按目录价格计算）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="96"/>
        <source>Length of the answer in words</source>
        <translation>回答的长度（词数）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="97"/>
        <source>Why the reply ended</source>
        <translation>回复结束的原因</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="98"/>
        <source>How sure the model was: the mean probability of its tokens</source>
        <translation>模型的把握程度：其 token 的平均概率</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="112"/>
        <source>after the vote</source>
        <translation>投票后</translation>
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
        <translation>首个 token（秒）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="148"/>
        <source>Cost (USD)</source>
        <translation>费用（USD）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="153"/>
        <source>stop</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="154"/>
        <source>length (max tokens)</source>
        <translation>长度（最大 token 数）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="155"/>
        <source>content filter</source>
        <translation>内容过滤器</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="156"/>
        <source>tool calls</source>
        <translation>工具调用</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="157"/>
        <source>answering…</source>
        <translation>回答中…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="158"/>
        <source>stopped by you</source>
        <translation>已由你停止</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="159"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="160"/>
        <source>incomplete</source>
        <translation>未完成</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="161"/>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="162"/>
        <source>no reply yet</source>
        <translation>尚无回复</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="233"/>
        <source>hidden until the vote</source>
        <translation>投票前隐藏</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="234"/>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="236"/>
        <source>{0} seconds</source>
        <translation>{0} 秒</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="239"/>
        <source>{0}, best</source>
        <translation>{0}，最佳</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="244"/>
        <source>Prices would give the models away: the cost shows after the vote.</source>
        <translation>价格会暴露模型身份：费用将在投票后显示。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="248"/>
        <source>The first to answer</source>
        <translation>最先回答</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="249"/>
        <source>The fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="250"/>
        <source>The cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="265"/>
        <source>{0}. Click to sort.</source>
        <translation>{0}。点击排序。</translation>
    </message>
</context>
<context>
    <name>FiguresPanel</name>
    <message>
        <location filename="../../ui/compare/figures.py" line="123"/>
        <location filename="../../ui/compare/figures.py" line="131"/>
        <location filename="../../ui/compare/figures.py" line="132"/>
        <source>Figures</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="133"/>
        <source>Show or hide the figures of each column</source>
        <translation>显示或隐藏每列的指标</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="144"/>
        <location filename="../../ui/compare/figures.py" line="279"/>
        <source>Copy as Markdown</source>
        <translation>复制为 Markdown</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="146"/>
        <source>Copy the whole table as a Markdown table</source>
        <translation>将整个表格复制为 Markdown 表格</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="147"/>
        <location filename="../../ui/compare/figures.py" line="280"/>
        <source>Copy as CSV</source>
        <translation>复制为 CSV</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="149"/>
        <source>Copy the whole table as comma-separated values</source>
        <translation>将整个表格复制为逗号分隔值（CSV）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="223"/>
        <source>latest exchange of each column</source>
        <translation>每列的最近一轮问答</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="233"/>
        <source>first to answer: {0}</source>
        <translation>最先回答：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="234"/>
        <source>fastest: {0}</source>
        <translation>最快：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="235"/>
        <source>cheapest: {0}</source>
        <translation>最便宜：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="271"/>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="285"/>
        <source>Copy this figure</source>
        <translation>复制此数值</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="288"/>
        <source>Sort by {0}</source>
        <translation>按“{0}”排序</translation>
    </message>
</context>
<context>
    <name>FiguresTable</name>
    <message>
        <location filename="../../ui/compare/figures.py" line="49"/>
        <source>Figures of the latest exchange</source>
        <translation>最近一轮问答的指标</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="51"/>
        <source>One row per column. Click a column&apos;s header to sort by it.</source>
        <translation>每个比较列占一行。点击列标题可按该列排序。</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="43"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="46"/>
        <source>Capture a &amp;region of the screen</source>
        <translation>截取屏幕区域(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="51"/>
        <source>Freeze the screen, drag a rectangle, and attach it to the message</source>
        <translation>冻结屏幕，拖出一个矩形，并将其附加到消息</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="54"/>
        <source>Quick &amp;ask…</source>
        <translation>快速提问(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="59"/>
        <source>A small window that stays on top: ask one thing, with an image if you like</source>
        <translation>始终置顶的小窗口：问一个问题，也可以附带图片</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="62"/>
        <source>&amp;Describe images…</source>
        <translation>描述图片(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="67"/>
        <source>Describe a folder of images: alt text, captions, text or tags, to a file</source>
        <translation>描述文件夹中的图片：替代文本、说明文字、文本或标签，保存到文件</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="71"/>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="74"/>
        <source>Import a Comet Desk export or a ChatGPT conversations.json</source>
        <translation>导入 Comet Desk 导出文件或 ChatGPT 的 conversations.json</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="76"/>
        <source>Export all as &amp;JSON…</source>
        <translation>全部导出为 JSON(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="78"/>
        <source>Export all as &amp;Markdown…</source>
        <translation>全部导出为 Markdown(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="80"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="86"/>
        <source>&amp;Sync and backups…</source>
        <translation>同步和备份(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="89"/>
        <source>Keep this history in step with your other machines, end-to-end encrypted</source>
        <translation>让此历史记录与你的其他设备保持同步，端到端加密</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="94"/>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="95"/>
        <source>MCP servers and tools…</source>
        <translation>MCP 服务器和工具…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="98"/>
        <source>&amp;Prompts…</source>
        <translation>提示词(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="101"/>
        <source>Saved prompts: type / at the start of the message box to use one</source>
        <translation>已保存的提示词：在输入框开头输入 / 即可使用</translation>
    </message>
</context>
<context>
    <name>FirstRunSheet</name>
    <message>
        <location filename="../../ui/settings/first_run.py" line="102"/>
        <source>Paste an API key to start chatting. Comet Desk talks to CometAPI or any OpenAI-compatible endpoint.</source>
        <translation>粘贴 API 密钥即可开始聊天。Comet Desk 可连接 CometAPI 或任何兼容 OpenAI 的端点。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="119"/>
        <location filename="../../ui/settings/first_run.py" line="273"/>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="136"/>
        <source>No key yet? Create one in the &lt;a href=&quot;{url}&quot;&gt;CometAPI console&lt;/a&gt;.</source>
        <translation>还没有密钥？请在 &lt;a href=&quot;{url}&quot;&gt;CometAPI 控制台&lt;/a&gt;中创建。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="174"/>
        <source>Change it for another OpenAI-compatible endpoint; more can be added later in Settings.</source>
        <translation>如需使用其他兼容 OpenAI 的端点，请修改此项；之后还可在设置中添加更多端点。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="251"/>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="273"/>
        <source>Hide</source>
        <translation>隐藏</translation>
    </message>
</context>
<context>
    <name>GlobalShortcuts</name>
    <message>
        <location filename="../../ui/settings/global_shortcuts.py" line="52"/>
        <source>Quick ask</source>
        <translation>快速提问</translation>
    </message>
    <message>
        <location filename="../../ui/settings/global_shortcuts.py" line="55"/>
        <source>Capture a region of the screen</source>
        <translation>截取屏幕区域</translation>
    </message>
    <message>
        <location filename="../../ui/settings/global_shortcuts.py" line="62"/>
        <source>This desktop offers no shortcut service (the XDG GlobalShortcuts portal).</source>
        <translation>此桌面不提供快捷键服务 (XDG GlobalShortcuts 门户)。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/global_shortcuts.py" line="254"/>
        <source>The desktop&apos;s shortcut service stopped answering.</source>
        <translation>桌面的快捷键服务已停止响应。</translation>
    </message>
</context>
<context>
    <name>ImageViewer</name>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="26"/>
        <source>&amp;Fit to window</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="33"/>
        <source>This image could not be shown.</source>
        <translation>无法显示此图片。</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="35"/>
        <source>{0}×{1} pixels</source>
        <translation>{0}×{1} 像素</translation>
    </message>
</context>
<context>
    <name>LeaderboardDialog</name>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="78"/>
        <source>All time</source>
        <translation>全部时间</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="79"/>
        <source>Last 30 days</source>
        <translation>最近 30 天</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="80"/>
        <source>Last 7 days</source>
        <translation>最近 7 天</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="91"/>
        <source>Your leaderboard</source>
        <translation>你的排行榜</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="97"/>
        <source>Period</source>
        <translation>时间段</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="106"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="107"/>
        <source>Rating</source>
        <translation>评分</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="108"/>
        <source>95% interval</source>
        <translation>95% 区间</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="109"/>
        <source>Votes</source>
        <translation>投票数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="110"/>
        <source>Wins</source>
        <translation>胜场</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="115"/>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="123"/>
        <source>Ratings are Bradley–Terry strengths from your blind votes, on an Elo-like scale (1000 = average); the interval comes from resampling your votes.</source>
        <translation>评分是根据你的盲测投票得出的 Bradley–Terry 强度，采用类似 Elo 的刻度（1000 = 平均）；区间来自对投票的重采样。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="144"/>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="160"/>
        <source>{0} vote(s)</source>
        <translation>{0} 票</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="165"/>
        <source>Export leaderboard</source>
        <translation>导出排行榜</translation>
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
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.py" line="65"/>
        <source>Endpoints, keys and preferences (Ctrl+,)</source>
        <translation>端点、密钥和偏好设置 (Ctrl+,)</translation>
    </message>
</context>
<context>
    <name>MessageActions</name>
    <message>
        <location filename="../../services/message_actions.py" line="107"/>
        <source>Previous version</source>
        <translation>上一个版本</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="114"/>
        <source>Next version</source>
        <translation>下一个版本</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="119"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="122"/>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="127"/>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="131"/>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="134"/>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="138"/>
        <source>Show token probabilities</source>
        <translation>显示 token 概率</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="144"/>
        <source>Hide token probabilities</source>
        <translation>隐藏 token 概率</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="150"/>
        <source>Copy as plain text</source>
        <translation>复制为纯文本</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="157"/>
        <source>Fork from here</source>
        <translation>从此处分支</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="164"/>
        <source>Save as prompt</source>
        <translation>保存为提示词</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="171"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
</context>
<context>
    <name>MessageBody</name>
    <message>
        <location filename="../../ui/transcript/message_body.py" line="121"/>
        <source>Show all ({0} KB)</source>
        <translation>显示全部 ({0} KB)</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="121"/>
        <location filename="../../ui/transcript/message_widget.py" line="704"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="122"/>
        <source>Message from {0}</source>
        <translation>来自 {0} 的消息</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="218"/>
        <source>Editing in the box below</source>
        <translation>正在下方输入框中编辑</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="219"/>
        <source>Being edited</source>
        <translation>正在编辑</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="225"/>
        <source>{0} pages</source>
        <translation>{0} 页</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="226"/>
        <source>as page images</source>
        <translation>以页面图片发送</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="226"/>
        <source>as the file</source>
        <translation>以文件发送</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="233"/>
        <source>Document {0}: show its text</source>
        <translation>文档 {0}：显示其文本</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="234"/>
        <source>Show the text that was sent</source>
        <translation>显示已发送的文本</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="245"/>
        <source>Assistant</source>
        <translation>助手</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="268"/>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="287"/>
        <source>1 failed attempt</source>
        <translation>1 次失败的尝试</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="289"/>
        <source>{0} failed attempts</source>
        <translation>{0} 次失败的尝试</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="298"/>
        <source>Attempt {0} · {1} — {2}</source>
        <translation>第 {0} 次尝试 · {1} — {2}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="301"/>
        <source>it failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="306"/>
        <source>What had arrived: {0}</source>
        <translation>已收到的内容：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="336"/>
        <source>Thinking… {0}</source>
        <translation>思考中… {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="339"/>
        <source>Thinking ({0} words)</source>
        <translation>思考（{0} 个词）</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="353"/>
        <source>Arguments:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="357"/>
        <source>Result:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="360"/>
        <source>(and {0} more characters)</source>
        <translation>（还有 {0} 个字符）</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="377"/>
        <source>done in {0} s</source>
        <translation>用时 {0} 秒</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="378"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="379"/>
        <source>denied</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="380"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="382"/>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="384"/>
        <source>Tool {0} · {1}</source>
        <translation>工具 {0} · {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="528"/>
        <source>Copy code block {0} ({1})</source>
        <translation>复制代码块 {0}（{1}）</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="536"/>
        <source>{0} for all {1} answers</source>
        <translation>{0}（全部 {1} 个回答合计）</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="538"/>
        <source>usage with answer 1</source>
        <translation>用量见回答 1</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="610"/>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="610"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
</context>
<context>
    <name>ModelPopup</name>
    <message>
        <location filename="../../ui/common/model_search.py" line="60"/>
        <source>Search models</source>
        <translation>搜索模型</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="61"/>
        <source>Search models…</source>
        <translation>搜索模型…</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="65"/>
        <source>Models</source>
        <translation>模型</translation>
    </message>
</context>
<context>
    <name>ModelSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="138"/>
        <location filename="../../ui/inspector/sections.py" line="174"/>
        <location filename="../../ui/inspector/sections.py" line="176"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="143"/>
        <source>Which endpoint this conversation talks to</source>
        <translation>此对话使用的端点</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="157"/>
        <source>Favourite model</source>
        <translation>收藏的模型</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="159"/>
        <source>Favourite models are listed first</source>
        <translation>收藏的模型排在最前</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="173"/>
        <source>Endpoint</source>
        <translation>端点</translation>
    </message>
</context>
<context>
    <name>ModelsPresenter</name>
    <message>
        <location filename="../../ui/inspector/models.py" line="190"/>
        <source>Could not load the model list: {0}</source>
        <translation>无法加载模型列表：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="207"/>
        <source>Balance: unlimited</source>
        <translation>余额：无限</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="209"/>
        <source>Balance: ${0:,.2f}</source>
        <translation>余额：${0:,.2f}</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="234"/>
        <source>Save preset</source>
        <translation>保存预设</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="234"/>
        <source>Preset name:</source>
        <translation>预设名称：</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="241"/>
        <source>Saved preset “{0}”.</source>
        <translation>已保存预设“{0}”。</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="250"/>
        <source>Applied preset “{0}”.</source>
        <translation>已应用预设“{0}”。</translation>
    </message>
</context>
<context>
    <name>ModelsTab</name>
    <message>
        <location filename="../../ui/settings/preferences.py" line="177"/>
        <source>Give new chats a short title (asks a small, cheap model after the first reply)</source>
        <translation>为新聊天生成简短标题（在首次回复后请求一个小型低成本模型）</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="189"/>
        <source>Automatic: a small, cheap model the endpoint serves</source>
        <translation>自动：该端点提供的小型低成本模型</translation>
    </message>
</context>
<context>
    <name>OutputSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="218"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="222"/>
        <source>Default</source>
        <translation>默认</translation>
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
        <translation>文本</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="236"/>
        <source>JSON object</source>
        <translation>JSON 对象</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="237"/>
        <location filename="../../ui/inspector/sections.py" line="255"/>
        <source>JSON schema</source>
        <translation>JSON 架构</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="241"/>
        <source>Show probabilities</source>
        <translation>显示概率</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="244"/>
        <source>Ask for each token&apos;s probability and its 5 likeliest alternatives; a reply&apos;s More actions then shows them</source>
        <translation>请求每个 token 的概率及其 5 个最可能的备选；之后可在回复的“更多操作”中查看</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="249"/>
        <source>Max tokens</source>
        <translation>最大 token</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="250"/>
        <source>Answers (n)</source>
        <translation>回答数 (n)</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="252"/>
        <source>Reasoning effort</source>
        <translation>推理强度</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="253"/>
        <source>Verbosity</source>
        <translation>详细程度</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="254"/>
        <source>Response format</source>
        <translation>响应格式</translation>
    </message>
</context>
<context>
    <name>ParamInputs</name>
    <message>
        <location filename="../../domain/params.py" line="133"/>
        <source>{0} must be a number from {1} to {2}.</source>
        <translation>{0} 必须是 {1} 到 {2} 之间的数字。</translation>
    </message>
    <message>
        <location filename="../../domain/params.py" line="144"/>
        <source>{0} must be a whole number of at least {1}.</source>
        <translation>{0} 必须是不小于 {1} 的整数。</translation>
    </message>
    <message>
        <location filename="../../domain/params.py" line="146"/>
        <source>{0} must be a whole number from {1} to {2}.</source>
        <translation>{0} 必须是 {1} 到 {2} 之间的整数。</translation>
    </message>
    <message>
        <location filename="../../domain/params.py" line="155"/>
        <source>{0} must be a whole number.</source>
        <translation>{0} 必须是整数。</translation>
    </message>
    <message>
        <location filename="../../domain/params.py" line="162"/>
        <source>{0} must be one of: {1}.</source>
        <translation>{0} 必须是以下之一：{1}。</translation>
    </message>
    <message>
        <location filename="../../domain/params.py" line="170"/>
        <source>Stop sequences must be text.</source>
        <translation>停止序列必须是文本。</translation>
    </message>
    <message>
        <location filename="../../domain/params.py" line="172"/>
        <source>At most {0} stop sequences; there are {1}.</source>
        <translation>最多 {0} 个停止序列；当前有 {1} 个。</translation>
    </message>
    <message>
        <location filename="../../domain/params.py" line="190"/>
        <source>The response format must be {&quot;type&quot;: &quot;json_object&quot;} or {&quot;type&quot;: &quot;json_schema&quot;, &quot;json_schema&quot;: {&quot;name&quot;: …, &quot;schema&quot;: {…}}}.</source>
        <translation>响应格式必须是 {&quot;type&quot;: &quot;json_object&quot;} 或 {&quot;type&quot;: &quot;json_schema&quot;, &quot;json_schema&quot;: {&quot;name&quot;: …, &quot;schema&quot;: {…}}}。</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="52"/>
        <source>{0} is not valid JSON: {1}</source>
        <translation>{0}不是有效的 JSON：{1}</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="60"/>
        <source>The extra body</source>
        <translation>额外请求体</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="64"/>
        <source>The extra body must be a JSON object { … }.</source>
        <translation>额外请求体必须是 JSON 对象 { … }。</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="75"/>
        <source>The JSON schema</source>
        <translation>JSON 架构</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="79"/>
        <source>The JSON schema must be a JSON object { … }.</source>
        <translation>JSON 架构必须是 JSON 对象 { … }。</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="88"/>
        <source>The JSON schema is not a valid schema: {0}</source>
        <translation>JSON 架构无效：{0}</translation>
    </message>
</context>
<context>
    <name>ParamSupport</name>
    <message>
        <location filename="../../api/param_support.py" line="22"/>
        <source>{0} does not return token probabilities.</source>
        <translation>{0} 不返回 token 概率。</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="26"/>
        <source>Only o-series and GPT-5.1+ models take a reasoning effort.</source>
        <translation>只有 o 系列和 GPT-5.1+ 模型支持推理强度。</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="30"/>
        <source>Only GPT-5 models take a verbosity.</source>
        <translation>只有 GPT-5 模型支持详细程度。</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="32"/>
        <source>{0} returns one answer per request.</source>
        <translation>{0} 每次请求只返回一个回答。</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="36"/>
        <source>The Responses API does not take this parameter.</source>
        <translation>Responses API 不支持此参数。</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="39"/>
        <source>Web search runs on the Responses API: choose it under API.</source>
        <translation>网页搜索需使用 Responses API：请在“API”中选择它。</translation>
    </message>
    <message>
        <location filename="../../api/request_params.py" line="20"/>
        <source>{0} not sent (the Responses API does not accept it)</source>
        <translation>未发送 {0}（Responses API 不接受）</translation>
    </message>
    <message>
        <location filename="../../api/request_params.py" line="51"/>
        <source>n not sent (the Responses API gives one answer)</source>
        <translation>未发送 n（Responses API 只返回一个回答）</translation>
    </message>
    <message>
        <location filename="../../services/chat_session.py" line="44"/>
        <source>n not sent (a reply that uses tools gives one answer)</source>
        <translation>未发送 n（使用工具的回复只返回一个回答）</translation>
    </message>
</context>
<context>
    <name>ParameterPanel</name>
    <message>
        <location filename="../../ui/inspector/panel.py" line="84"/>
        <location filename="../../ui/inspector/panel.py" line="129"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="87"/>
        <location filename="../../ui/inspector/panel.py" line="88"/>
        <source>Presets</source>
        <translation>预设</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="89"/>
        <source>Named sets of model, parameters and system prompt</source>
        <translation>模型、参数和系统提示的命名组合</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="227"/>
        <source>No models loaded: check the key in Settings, or type one</source>
        <translation>未加载模型：请在设置中检查密钥，或直接输入模型名</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="28"/>
        <source>vision</source>
        <translation>视觉</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="29"/>
        <source>reasoning</source>
        <translation>推理</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="30"/>
        <source>tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="35"/>
        <source>{0}k context</source>
        <translation>{0}k 上下文</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="39"/>
        <source>${0:g} / ${1:g} per 1M</source>
        <translation>每百万 ${0:g} / ${1:g}</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="445"/>
        <source>Save current settings as preset…</source>
        <translation>将当前设置保存为预设…</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="448"/>
        <source>Default for new chats</source>
        <translation>新聊天的默认值</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="450"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="454"/>
        <source>Delete preset</source>
        <translation>删除预设</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="463"/>
        <source>Adjusted for this model:</source>
        <translation>已为此模型调整：</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="133"/>
        <location filename="../../ui/inspector/panel.py" line="254"/>
        <source>“{0}” is not served by this endpoint: a message sent with it would fail.</source>
        <translation>此端点不提供“{0}”：使用它发送的消息将会失败。</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="137"/>
        <location filename="../../ui/inspector/panel.py" line="257"/>
        <source>Use {0} instead</source>
        <translation>改用 {0}</translation>
    </message>
</context>
<context>
    <name>PromptDialog</name>
    <message>
        <location filename="../../ui/prompts/prompt_dialog.py" line="27"/>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/prompt_dialog.py" line="30"/>
        <source>Prompt text</source>
        <translation>提示词文本</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/prompt_dialog.py" line="33"/>
        <source>Write {{name}} where something changes each time you use it.</source>
        <translation>在每次使用时会变化的地方写 {{name}}。</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/prompt_dialog.py" line="43"/>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/prompt_dialog.py" line="45"/>
        <source>T&amp;ext:</source>
        <translation>文本(&amp;E)：</translation>
    </message>
</context>
<context>
    <name>PromptFillForm</name>
    <message>
        <location filename="../../ui/prompts/fill_form.py" line="29"/>
        <source>Fill in the prompt “{0}”</source>
        <translation>填写提示词“{0}”</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/fill_form.py" line="31"/>
        <source>Fill in “{0}”</source>
        <translation>填写“{0}”</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/fill_form.py" line="42"/>
        <source>The value of {{{0}}} in the prompt</source>
        <translation>提示词中 {{{0}}} 的值</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/fill_form.py" line="50"/>
        <source>Insert</source>
        <translation>插入</translation>
    </message>
</context>
<context>
    <name>PromptManager</name>
    <message>
        <location filename="../../ui/prompts/manager.py" line="41"/>
        <source>Prompts</source>
        <translation>提示词</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="44"/>
        <source>Type / at the start of the message box to use one. {{name}} in a prompt is asked for when it is used.</source>
        <translation>在输入框开头输入 / 即可使用提示词。提示词中的 {{name}} 会在使用时请你填写。</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="52"/>
        <source>Saved prompts</source>
        <translation>已保存的提示词</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="53"/>
        <source>&amp;New…</source>
        <translation>新建(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="55"/>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="57"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="59"/>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="61"/>
        <source>Add the prompts of an exported JSON file</source>
        <translation>添加导出的 JSON 文件中的提示词</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="62"/>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="64"/>
        <source>Save all prompts to a JSON file</source>
        <translation>将所有提示词保存到 JSON 文件</translation>
    </message>
</context>
<context>
    <name>PromptPicker</name>
    <message>
        <location filename="../../ui/prompts/picker.py" line="115"/>
        <source>Prompt library</source>
        <translation>提示词库</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="119"/>
        <location filename="../../ui/prompts/picker.py" line="123"/>
        <source>Prompts</source>
        <translation>提示词</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="125"/>
        <source>Type after the slash to search; Up and Down move, Enter uses the prompt</source>
        <translation>在斜杠后输入以搜索；上下方向键移动，Enter 使用该提示词</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="134"/>
        <source>No prompt matches. Tools ▸ Prompts… adds one.</source>
        <translation>没有匹配的提示词。可在“工具 ▸ 提示词…”中添加。</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="137"/>
        <source>↑↓ move · Enter uses · Esc closes</source>
        <translation>↑↓ 移动 · Enter 使用 · Esc 关闭</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="220"/>
        <source>No prompt matches</source>
        <translation>没有匹配的提示词</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="222"/>
        <source>{0}, {1} of {2}</source>
        <translation>{0}，第 {1} 个，共 {2} 个</translation>
    </message>
</context>
<context>
    <name>PromptSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="346"/>
        <location filename="../../ui/inspector/sections.py" line="349"/>
        <source>System prompt</source>
        <translation>系统提示</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="350"/>
        <source>Optional instructions for the model</source>
        <translation>给模型的可选指令</translation>
    </message>
</context>
<context>
    <name>PromptsPresenter</name>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="180"/>
        <source>Save as prompt</source>
        <translation>保存为提示词</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="195"/>
        <source>Saved the prompt “{0}”.</source>
        <translation>已保存提示词“{0}”。</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="224"/>
        <source>New prompt</source>
        <translation>新建提示词</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="227"/>
        <source>Edit prompt</source>
        <translation>编辑提示词</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="239"/>
        <source>Deleted the prompt “{0}”.</source>
        <translation>已删除提示词“{0}”。</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="244"/>
        <source>Import prompts</source>
        <translation>导入提示词</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="246"/>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="258"/>
        <source>Could not import prompts: {0}</source>
        <translation>无法导入提示词：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="263"/>
        <source>Imported {0} prompts.</source>
        <translation>已导入 {0} 个提示词。</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="269"/>
        <source>Export prompts</source>
        <translation>导出提示词</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="271"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="282"/>
        <source>Could not export prompts: {0}</source>
        <translation>无法导出提示词：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="285"/>
        <source>Exported {0} prompts.</source>
        <translation>已导出 {0} 个提示词。</translation>
    </message>
</context>
<context>
    <name>ProviderMark</name>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="98"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
</context>
<context>
    <name>QuickPresenter</name>
    <message>
        <location filename="../../ui/quick/presenter.py" line="152"/>
        <source>No model chosen</source>
        <translation>未选择模型</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="187"/>
        <source>The clipboard no longer holds an image.</source>
        <translation>剪贴板中已没有图片。</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="190"/>
        <source>copied image</source>
        <translation>复制的图片</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="220"/>
        <source>The image is still being prepared; ask in a moment.</source>
        <translation>图片仍在准备中；请稍后再提问。</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="224"/>
        <source>Choose a model in Comet Desk first.</source>
        <translation>请先在 Comet Desk 中选择模型。</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="227"/>
        <source>Add your API key in Comet Desk&apos;s settings first.</source>
        <translation>请先在 Comet Desk 的设置中添加 API 密钥。</translation>
    </message>
</context>
<context>
    <name>QuickWindow</name>
    <message>
        <location filename="../../ui/quick/window.py" line="55"/>
        <location filename="../../ui/quick/window.py" line="56"/>
        <source>Quick ask</source>
        <translation>快速提问</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="70"/>
        <source>Ask anything…</source>
        <translation>尽管提问…</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="71"/>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="76"/>
        <source>Capture a region of the screen</source>
        <translation>截取屏幕区域</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="83"/>
        <source>Ask (Enter)</source>
        <translation>提问 (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="85"/>
        <source>Ask</source>
        <translation>提问</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="90"/>
        <source>Stop the answer</source>
        <translation>停止回答</translation>
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
        <translation>附加复制的图片</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="123"/>
        <source>Esc hides this window</source>
        <translation>按 Esc 隐藏此窗口</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="125"/>
        <source>New question</source>
        <translation>新问题</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="129"/>
        <source>Open in Comet Desk</source>
        <translation>在 Comet Desk 中打开</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="163"/>
        <source>The model chosen in Comet Desk</source>
        <translation>在 Comet Desk 中选择的模型</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <location filename="../../storage/recovery.py" line="76"/>
        <source>The search index of your history was damaged and has been rebuilt; nothing was lost. A copy of the damaged file was kept as {0}.</source>
        <translation>历史记录的搜索索引已损坏，现已重建；没有丢失任何内容。损坏文件的副本已保存为 {0}。</translation>
    </message>
    <message>
        <location filename="../../storage/recovery.py" line="82"/>
        <source>Your history database was damaged. Recovered {0} of {1} conversations and {2} of {3} messages into a new database; the damaged file was kept as {4}.</source>
        <translation>历史数据库已损坏。已将 {1} 个对话中的 {0} 个、{3} 条消息中的 {2} 条恢复到新数据库；损坏的文件已保存为 {4}。</translation>
    </message>
    <message>
        <location filename="../../storage/recovery.py" line="295"/>
        <source>Recovered conversation {0}</source>
        <translation>恢复的对话 {0}</translation>
    </message>
</context>
<context>
    <name>ReplyStream</name>
    <message>
        <location filename="../../ui/transcript/reply_stream.py" line="179"/>
        <source>first token {0} s</source>
        <translation>首个 token {0} 秒</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_stream.py" line="182"/>
        <source>{0} tokens/s</source>
        <translation>{0} token/秒</translation>
    </message>
</context>
<context>
    <name>RetryCountdown</name>
    <message>
        <location filename="../../ui/common/status_bus.py" line="112"/>
        <source>{0}. Trying again in {1} s — Esc cancels.</source>
        <translation>{0}。{1} 秒后重试 — 按 Esc 取消。</translation>
    </message>
</context>
<context>
    <name>SamplingSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="200"/>
        <source>Sampling</source>
        <translation>采样</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="207"/>
        <source>One per line, up to 4</source>
        <translation>每行一个，最多 4 个</translation>
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
        <translation>存在惩罚</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="211"/>
        <source>Frequency penalty</source>
        <translation>频率惩罚</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="212"/>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="213"/>
        <source>Stop sequences</source>
        <translation>停止序列</translation>
    </message>
</context>
<context>
    <name>Section</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="99"/>
        <location filename="../../ui/inspector/sections.py" line="110"/>
        <source>Default</source>
        <translation>默认</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ui/settings/first_run.py" line="79"/>
        <source>Welcome to Comet Desk</source>
        <translation>欢迎使用 Comet Desk</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="82"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="88"/>
        <source>Settings sections</source>
        <translation>设置分区</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="102"/>
        <source>Account</source>
        <translation>账户</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="103"/>
        <source>Endpoints</source>
        <translation>端点</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="104"/>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="105"/>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="106"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="118"/>
        <source>Save settings</source>
        <translation>保存设置</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="38"/>
        <source>Comet Desk talks to CometAPI or any OpenAI-compatible endpoint. Paste your API key below; you can create one in the &lt;a href=&quot;{url}&quot;&gt;CometAPI console&lt;/a&gt;.</source>
        <translation>Comet Desk 可连接 CometAPI 或任何兼容 OpenAI 的端点。请在下方粘贴 API 密钥；可以在 &lt;a href=&quot;{url}&quot;&gt;CometAPI 控制台&lt;/a&gt;中创建。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="46"/>
        <location filename="../../ui/settings/first_run.py" line="161"/>
        <source>API base URL</source>
        <translation>API 基础 URL</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="50"/>
        <location filename="../../ui/settings/first_run.py" line="169"/>
        <source>Set by COMETDESK_BASE_URL for this run; not saved.</source>
        <translation>本次运行由 COMETDESK_BASE_URL 设置；不会保存。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="54"/>
        <location filename="../../ui/settings/account.py" line="87"/>
        <location filename="../../ui/settings/endpoints.py" line="109"/>
        <location filename="../../ui/settings/first_run.py" line="111"/>
        <location filename="../../ui/settings/first_run.py" line="115"/>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="57"/>
        <source>Stored in {where}; type to replace</source>
        <translation>已保存在 {where}；输入以替换</translation>
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
        <translation>删除已保存的密钥</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="86"/>
        <location filename="../../ui/settings/dialog.py" line="131"/>
        <location filename="../../ui/settings/endpoints.py" line="108"/>
        <location filename="../../ui/settings/first_run.py" line="157"/>
        <location filename="../../ui/settings/presenter.py" line="238"/>
        <source>Base URL</source>
        <translation>基础 URL</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="46"/>
        <source>Other OpenAI-compatible endpoints: a local server, another gateway. Each has its own key in the system keyring and can be chosen per conversation.</source>
        <translation>其他兼容 OpenAI 的端点：本地服务器、其他网关。每个端点在系统密钥环中有自己的密钥，可按对话选择。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="71"/>
        <source>Endpoint profiles</source>
        <translation>端点配置</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="72"/>
        <location filename="../../ui/settings/endpoints.py" line="74"/>
        <source>Add endpoint</source>
        <translation>添加端点</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="75"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="77"/>
        <source>Remove endpoint</source>
        <translation>移除端点</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="80"/>
        <source>Endpoint name</source>
        <translation>端点名称</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="83"/>
        <source>Endpoint base URL</source>
        <translation>端点基础 URL</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="87"/>
        <source>Endpoint API key</source>
        <translation>端点 API 密钥</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="107"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="69"/>
        <location filename="../../ui/settings/preferences.py" line="135"/>
        <source>Send with</source>
        <translation>发送方式</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="71"/>
        <source>Enter (Shift+Enter: new line)</source>
        <translation>Enter（Shift+Enter：换行）</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="72"/>
        <source>Ctrl+Enter (Enter: new line)</source>
        <translation>Ctrl+Enter（Enter：换行）</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="79"/>
        <location filename="../../ui/settings/preferences.py" line="136"/>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="81"/>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="82"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="83"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="90"/>
        <location filename="../../ui/settings/preferences.py" line="137"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="91"/>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="95"/>
        <source>A new language applies after a restart.</source>
        <translation>新语言将在重启后生效。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="99"/>
        <location filename="../../ui/settings/preferences.py" line="138"/>
        <source>Text size</source>
        <translation>文字大小</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="101"/>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="102"/>
        <source> pt</source>
        <translation> 磅</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="105"/>
        <source>Show token counts under replies</source>
        <translation>在回复下方显示 token 数</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="110"/>
        <source>Send an anonymous safety identifier</source>
        <translation>发送匿名安全标识符</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="114"/>
        <source>A hash of a random id of this data folder (never your name or key), so the provider can tell abuse from one person apart from everyone else&apos;s.</source>
        <translation>此数据文件夹随机 ID 的哈希值（绝不包含你的名字或密钥），让服务商能把某一个人的滥用行为与其他所有人区分开。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="125"/>
        <source>Open folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="127"/>
        <source>Open the data folder</source>
        <translation>打开数据文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="141"/>
        <source>Data folder</source>
        <translation>数据文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="168"/>
        <location filename="../../ui/settings/preferences.py" line="240"/>
        <source>Default model</source>
        <translation>默认模型</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="172"/>
        <location filename="../../ui/settings/preferences.py" line="241"/>
        <source>Default system prompt</source>
        <translation>默认系统提示</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="184"/>
        <source>Automatic titles</source>
        <translation>自动标题</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="194"/>
        <source>Model for titles</source>
        <translation>用于标题的模型</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="201"/>
        <source>Stream timeout in seconds</source>
        <translation>流超时（秒）</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="204"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="207"/>
        <source>How long a reply may stay silent before it is given up. Reasoning models can think for minutes before their first word.</source>
        <translation>回复静默多久后放弃。推理模型在输出第一个词前可能会思考几分钟。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="216"/>
        <source>Image size policy</source>
        <translation>图片尺寸策略</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="219"/>
        <source>Best for high detail (long ≤ 2048, short ≤ 768)</source>
        <translation>最适合高细节（长边 ≤ 2048，短边 ≤ 768）</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="222"/>
        <source>Fit 2048 px</source>
        <translation>适应 2048 px</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="223"/>
        <source>Fit 1568 px</source>
        <translation>适应 1568 px</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="224"/>
        <source>Fit 768 px</source>
        <translation>适应 768 px</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="225"/>
        <source>Original size (metadata still removed)</source>
        <translation>原始尺寸（仍会移除元数据）</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="232"/>
        <source>Quick prompts for images</source>
        <translation>图片快捷提示</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="235"/>
        <source>One prompt per line</source>
        <translation>每行一个提示</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="243"/>
        <source>Title model</source>
        <translation>标题模型</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="244"/>
        <source>Stream timeout</source>
        <translation>流超时</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="245"/>
        <source>Images</source>
        <translation>图片</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="246"/>
        <source>Image quick prompts</source>
        <translation>图片快捷提示</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="30"/>
        <location filename="../../ui/settings/network.py" line="57"/>
        <source>Proxy</source>
        <translation>代理</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="31"/>
        <source>empty: the system proxy</source>
        <translation>留空：使用系统代理</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="33"/>
        <source>http://host:port, https://host:port or socks5://host:port</source>
        <translation>http://主机:端口、https://主机:端口 或 socks5://主机:端口</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="37"/>
        <source>Extra CA certificates</source>
        <translation>额外的 CA 证书</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="39"/>
        <source>a PEM file, for corporate proxies</source>
        <translation>PEM 文件，用于企业代理</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="41"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="43"/>
        <source>Choose a CA certificate file</source>
        <translation>选择 CA 证书文件</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="46"/>
        <source>Certificates are always verified; this file adds to the trusted ones.</source>
        <translation>证书始终会被验证；此文件会加入受信任的证书。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="58"/>
        <location filename="../../ui/settings/network.py" line="64"/>
        <source>CA certificates</source>
        <translation>CA 证书</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="150"/>
        <source>Local server</source>
        <translation>本地服务器</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="190"/>
        <source>Stored in the keyring; type to replace</source>
        <translation>已保存在密钥环中；输入以替换</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="192"/>
        <source>optional: local servers often need none</source>
        <translation>可选：本地服务器通常不需要</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="202"/>
        <source>Endpoint</source>
        <translation>端点</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="66"/>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>证书 (*.pem *.crt *.cer);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>SettingsPresenter</name>
    <message>
        <location filename="../../ui/settings/presenter.py" line="194"/>
        <location filename="../../ui/settings/presenter.py" line="253"/>
        <source>That key was rejected by {0}. Check it and try again.</source>
        <translation>{0} 拒绝了该密钥。请检查后重试。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/presenter.py" line="201"/>
        <location filename="../../ui/settings/presenter.py" line="263"/>
        <source>Saved, but the key could not be verified: {0}</source>
        <translation>已保存，但无法验证密钥：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/settings/presenter.py" line="210"/>
        <source>The new language applies when Comet Desk restarts.</source>
        <translation>新语言将在 Comet Desk 重启后生效。</translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="20"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="22"/>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="23"/>
        <source>New line in the message</source>
        <translation>在消息中换行</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="24"/>
        <source>Stop the reply (all columns in compare)</source>
        <translation>停止回复（比较模式下为所有列）</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="25"/>
        <source>Go to the message box</source>
        <translation>转到输入框</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="26"/>
        <source>Next control: sidebar, conversation, message box, parameters</source>
        <translation>下一个区域：侧边栏、对话、输入框、参数</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="27"/>
        <source>Edit the last message (in an empty message box)</source>
        <translation>编辑最后一条消息（输入框为空时）</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="28"/>
        <source>New chat</source>
        <translation>新聊天</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="29"/>
        <source>Search conversations</source>
        <translation>搜索对话</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="30"/>
        <source>Next conversation</source>
        <translation>下一个对话</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="31"/>
        <source>Previous conversation</source>
        <translation>上一个对话</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="32"/>
        <source>Copy the last reply</source>
        <translation>复制最后一条回复</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="33"/>
        <source>Compare models</source>
        <translation>比较模型</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="34"/>
        <source>Capture a region of the screen and attach it</source>
        <translation>截取屏幕区域并附加</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="35"/>
        <source>Quick ask: a small window on top</source>
        <translation>快速提问：置顶的小窗口</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="36"/>
        <source>Describe a folder of images</source>
        <translation>描述文件夹中的图片</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="37"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="38"/>
        <source>Rename the conversation</source>
        <translation>重命名对话</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="39"/>
        <source>Move the conversation to the trash</source>
        <translation>将对话移到回收站</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="40"/>
        <source>This list</source>
        <translation>此列表</translation>
    </message>
</context>
<context>
    <name>SidebarPresenter</name>
    <message>
        <location filename="../../ui/sidebar/presenter.py" line="139"/>
        <source>Undo delete</source>
        <translation>撤销删除</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/presenter.py" line="140"/>
        <source>Moved to the trash.</source>
        <translation>已移到回收站。</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/presenter.py" line="149"/>
        <source>Restored.</source>
        <translation>已恢复。</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/presenter.py" line="154"/>
        <source>{0} (copy)</source>
        <translation>{0}（副本）</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/presenter.py" line="159"/>
        <source>Duplicated “{0}”.</source>
        <translation>已复制“{0}”。</translation>
    </message>
</context>
<context>
    <name>StatusArea</name>
    <message>
        <location filename="../../ui/common/status_bus.py" line="146"/>
        <source>Working</source>
        <translation>处理中</translation>
    </message>
</context>
<context>
    <name>StorageError</name>
    <message>
        <location filename="../../storage/errors.py" line="42"/>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="46"/>
        <source>Not saved: the disk could not be written ({0}). Check the disk and press Send again.</source>
        <translation>未保存：无法写入磁盘（{0}）。请检查磁盘，然后再次点击“发送”。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="52"/>
        <source>Not saved: the disk could not be written ({0}). Check the disk and try again.</source>
        <translation>未保存：无法写入磁盘（{0}）。请检查磁盘后重试。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="67"/>
        <source>Not saved: the disk is full ({0}). Free space and press Send again.</source>
        <translation>未保存：磁盘已满（{0}）。请释放空间，然后再次点击“发送”。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="72"/>
        <source>Not saved: the disk is full ({0}). Free space and try again.</source>
        <translation>未保存：磁盘已满（{0}）。请释放空间后重试。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="83"/>
        <source>Not saved: the data folder cannot be written ({0}). Make it writable or choose another data folder, then press Send again.</source>
        <translation>未保存：无法写入数据文件夹（{0}）。请使其可写或选择其他数据文件夹，然后再次点击“发送”。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="89"/>
        <source>Not saved: the data folder cannot be written ({0}). Make it writable or choose another data folder, then try again.</source>
        <translation>未保存：无法写入数据文件夹（{0}）。请使其可写或选择其他数据文件夹，然后重试。</translation>
    </message>
</context>
<context>
    <name>SyncDialog</name>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="40"/>
        <source>Sync and backups</source>
        <translation>同步和备份</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="44"/>
        <source>Your history follows you to every machine that syncs through the same storage. Everything is encrypted on this machine with your passphrase before it leaves: the storage sees sizes and times, nothing else.</source>
        <translation>你的历史记录会出现在每一台通过同一存储同步的设备上。所有内容在离开此设备前都会用你的密码短语加密：存储只能看到大小和时间，别无其他。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="53"/>
        <location filename="../../ui/sync/setup_dialog.py" line="94"/>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="55"/>
        <source>A folder (Dropbox, OneDrive, iCloud Drive, Syncthing…)</source>
        <translation>文件夹（Dropbox、OneDrive、iCloud Drive、Syncthing…）</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="57"/>
        <source>WebDAV (Nextcloud, ownCloud…)</source>
        <translation>WebDAV（Nextcloud、ownCloud…）</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="58"/>
        <source>S3-compatible (AWS, Cloudflare R2, Backblaze B2, MinIO)</source>
        <translation>S3 兼容（AWS、Cloudflare R2、Backblaze B2、MinIO）</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="59"/>
        <location filename="../../ui/sync/setup_dialog.py" line="95"/>
        <source>Location</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="60"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="62"/>
        <location filename="../../ui/sync/setup_dialog.py" line="169"/>
        <source>Choose the folder to sync through</source>
        <translation>选择用于同步的文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="64"/>
        <location filename="../../ui/sync/setup_dialog.py" line="96"/>
        <source>Endpoint</source>
        <translation>端点</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="66"/>
        <location filename="../../ui/sync/setup_dialog.py" line="97"/>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="67"/>
        <source>optional, e.g. us-east-1</source>
        <translation>可选，例如 us-east-1</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="68"/>
        <location filename="../../ui/sync/setup_dialog.py" line="98"/>
        <location filename="../../ui/sync/setup_dialog.py" line="158"/>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="69"/>
        <location filename="../../ui/sync/setup_dialog.py" line="99"/>
        <location filename="../../ui/sync/setup_dialog.py" line="159"/>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="71"/>
        <location filename="../../ui/sync/setup_dialog.py" line="100"/>
        <source>Passphrase</source>
        <translation>密码短语</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="73"/>
        <source>the same on every machine</source>
        <translation>所有设备上都相同</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="76"/>
        <source>Nobody can recover a lost passphrase: without it, what is on the storage cannot be read. It is kept in this machine&apos;s keyring.</source>
        <translation>丢失的密码短语任何人都无法找回：没有它，就无法读取存储中的内容。它保存在此设备的密钥环中。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="105"/>
        <location filename="../../ui/sync/setup_dialog.py" line="205"/>
        <source>Save and sync</source>
        <translation>保存并同步</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="111"/>
        <source>Turn off sync</source>
        <translation>关闭同步</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="134"/>
        <location filename="../../ui/sync/setup_dialog.py" line="135"/>
        <source>kept in the keyring: type to change</source>
        <translation>已保存在密钥环中；输入以更改</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="153"/>
        <source>a folder another program syncs</source>
        <translation>由其他程序同步的文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="158"/>
        <source>Access key ID</source>
        <translation>访问密钥 ID</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="159"/>
        <source>Secret access key</source>
        <translation>秘密访问密钥</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="186"/>
        <source>Say where the storage is.</source>
        <translation>请指定存储的位置。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="205"/>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
</context>
<context>
    <name>SyncPresenter</name>
    <message>
        <location filename="../../ui/sync/presenter.py" line="192"/>
        <source>Syncing…</source>
        <translation>正在同步…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="206"/>
        <location filename="../../ui/sync/presenter.py" line="208"/>
        <location filename="../../ui/sync/presenter.py" line="256"/>
        <source>Sync failed: {0}</source>
        <translation>同步失败：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="235"/>
        <source>Sending… {0} of {1}</source>
        <translation>正在发送… {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="235"/>
        <source>Receiving… {0} of {1}</source>
        <translation>正在接收… {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="245"/>
        <source>Syncs through {0}</source>
        <translation>通过 {0} 同步</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="250"/>
        <source>Offline: syncs when the storage is back.</source>
        <translation>离线：存储恢复后将同步。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="262"/>
        <source>Not synced yet</source>
        <translation>尚未同步</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="264"/>
        <source>Synced {0}</source>
        <translation>上次同步：{0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/sync/presenter.py" line="266"/>
        <source>%n waiting</source>
        <translation>
            <numerusform>%n 项等待中</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="272"/>
        <source>just now</source>
        <translation>刚刚</translation>
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
        <translation>请输入密码短语（所有设备上都相同）。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="343"/>
        <source>Sync set up: {0}</source>
        <translation>已设置同步：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="360"/>
        <source>Sync is off on this machine; the history stays.</source>
        <translation>此设备上的同步已关闭；历史记录仍会保留。</translation>
    </message>
</context>
<context>
    <name>SyncStatusView</name>
    <message>
        <location filename="../../ui/sync/status_view.py" line="76"/>
        <source>Sync now</source>
        <translation>立即同步</translation>
    </message>
    <message>
        <location filename="../../ui/sync/status_view.py" line="77"/>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <location filename="../../ui/sync/status_view.py" line="77"/>
        <source>Retry sync</source>
        <translation>重试同步</translation>
    </message>
    <message>
        <location filename="../../ui/sync/status_view.py" line="78"/>
        <source>Fix…</source>
        <translation>修复…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/status_view.py" line="78"/>
        <source>Fix the sync set-up</source>
        <translation>修复同步设置</translation>
    </message>
    <message>
        <location filename="../../ui/sync/status_view.py" line="85"/>
        <source>Sync: {0}</source>
        <translation>同步：{0}</translation>
    </message>
</context>
<context>
    <name>ThreadPresenter</name>
    <message>
        <location filename="../../ui/transcript/thread.py" line="110"/>
        <source>Code copied.</source>
        <translation>已复制代码。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="21"/>
        <source>Delete message</source>
        <translation>删除消息</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="22"/>
        <source>Delete this message?</source>
        <translation>删除这条消息？</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="24"/>
        <source>A version is deleted with the replies that followed it; other versions stay.</source>
        <translation>该版本会连同其后的回复一起删除；其他版本保留。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="51"/>
        <source>{0} in · {1} out tokens</source>
        <translation>输入 {0} · 输出 {1} token</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="55"/>
        <source>{0} in ({1} cached) · {2} out tokens</source>
        <translation>输入 {0}（缓存 {1}）· 输出 {2} token</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="61"/>
        <source>(cache saved {0})</source>
        <translation>（缓存节省 {0}）</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="63"/>
        <source>Tokens and cost of the replies shown, {0} replies</source>
        <translation>所显示回复的 token 与费用，共 {0} 条回复</translation>
    </message>
</context>
<context>
    <name>ThumbnailStrip</name>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="162"/>
        <source>Image {0} of {1}: open full size</source>
        <translation>图片 {0}/{1}：查看原始尺寸</translation>
    </message>
</context>
<context>
    <name>TokenProbabilityView</name>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="127"/>
        <source>Token probabilities</source>
        <translation>token 概率</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="132"/>
        <source>The answer, tinted by token probability</source>
        <translation>按 token 概率着色的回答</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="134"/>
        <location filename="../../ui/transcript/token_view.py" line="139"/>
        <source>Least likely tokens</source>
        <translation>概率最低的 token</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="196"/>
        <source>Token probability:</source>
        <translation>token 概率：</translation>
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
        <translation>图例：token 的概率越低，颜色越深</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="244"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="247"/>
        <source>{0}; alternatives: {1}</source>
        <translation>{0}；备选：{1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="253"/>
        <source>{0}: probability {1}</source>
        <translation>{0}：概率 {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="257"/>
        <source>Alternatives: {0}</source>
        <translation>备选：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="257"/>
        <source>No alternatives</source>
        <translation>无备选</translation>
    </message>
</context>
<context>
    <name>ToolText</name>
    <message>
        <location filename="../../render/tool_text.py" line="20"/>
        <source>The model asked for a tool that is not offered here: “{name}”.</source>
        <translation>模型请求了此处未提供的工具：“{name}”。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="23"/>
        <source>The arguments for “{name}” are not valid JSON (expected an object).</source>
        <translation>“{name}”的参数不是有效的 JSON（应为对象）。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="26"/>
        <source>The arguments for “{name}” are not valid JSON ({detail}).</source>
        <translation>“{name}”的参数不是有效的 JSON（{detail}）。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="29"/>
        <source>The arguments for “{name}” do not match the tool&apos;s schema: {detail}</source>
        <translation>“{name}”的参数与工具的 JSON 架构不符：{detail}</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="32"/>
        <source>The user denied this tool call.</source>
        <translation>用户拒绝了此工具调用。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="33"/>
        <source>The tool loop stopped after {limit} rounds (the step limit in Settings); the last calls were not run.</source>
        <translation>工具循环在 {limit} 轮后停止（设置中的步数上限）；最后的调用未运行。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="38"/>
        <source>The tool loop stopped: the model asked again for “{name}” with the same arguments; the repeated call was not run.</source>
        <translation>工具循环已停止：模型以相同的参数再次请求“{name}”；重复的调用未运行。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="43"/>
        <source>Not run: the tool loop stopped.</source>
        <translation>未运行：工具循环已停止。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="44"/>
        <source>The tool reported an error.</source>
        <translation>工具报告了错误。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="47"/>
        <source>The server “{server}” did not finish starting within {seconds} s (handshake timeout).</source>
        <translation>服务器“{server}”未在 {seconds} 秒内完成启动（握手超时）。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="51"/>
        <source>The server “{server}” has no valid URL (http:// or https://).</source>
        <translation>服务器“{server}”没有有效的 URL（http:// 或 https://）。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="54"/>
        <source>The server “{server}”: the working folder {folder} does not exist.</source>
        <translation>服务器“{server}”：工作目录 {folder} 不存在。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="57"/>
        <source>The server “{server}” could not start: the command “{command}” was not found. Install it or give its full path (npx comes with Node.js, uvx with uv; either must be installed to run servers that use it).</source>
        <translation>服务器“{server}”无法启动：找不到命令“{command}”。请安装它或填写完整路径（npx 随 Node.js 提供，uvx 随 uv 提供；要运行使用它们的服务器，必须先安装相应程序）。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="63"/>
        <source>The server “{server}” could not start: {reason} ({command}).</source>
        <translation>服务器“{server}”无法启动：{reason}（{command}）。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="66"/>
        <source>The server “{server}” exited with code {code}.</source>
        <translation>服务器“{server}”已退出，退出代码为 {code}。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="67"/>
        <source>The server “{server}” failed while starting: {reason}</source>
        <translation>服务器“{server}”启动时失败：{reason}</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="70"/>
        <source>The server “{server}” exited with code {code} while running “{tool}”.</source>
        <translation>服务器“{server}”在运行“{tool}”时退出，退出代码为 {code}。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="73"/>
        <source>The server “{server}” is not running.</source>
        <translation>服务器“{server}”未在运行。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="74"/>
        <source>There is no MCP server “{server}” any more.</source>
        <translation>MCP 服务器“{server}”已不存在。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="75"/>
        <source>The tool “{tool}” did not finish within {seconds} s and was stopped.</source>
        <translation>工具“{tool}”未在 {seconds} 秒内完成，已被停止。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="78"/>
        <source>The tool “{tool}” failed: {reason}</source>
        <translation>工具“{tool}”失败：{reason}</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="79"/>
        <source>The tool “{tool}” is not available.</source>
        <translation>工具“{tool}”不可用。</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="81"/>
        <source> Its last output: {output}</source>
        <translation> 最后的输出：{output}</translation>
    </message>
</context>
<context>
    <name>ToolsDialog</name>
    <message>
        <location filename="../../ui/tools/dialog.py" line="170"/>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="174"/>
        <source>MCP servers</source>
        <translation>MCP 服务器</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="179"/>
        <source>Enabled</source>
        <translation>启用</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="183"/>
        <source>Add server…</source>
        <translation>添加服务器…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="184"/>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="190"/>
        <source>Restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="192"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="204"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="207"/>
        <source>Run this once</source>
        <translation>仅运行这一次</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="208"/>
        <source>Allow in this conversation</source>
        <translation>在此对话中允许</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="211"/>
        <source>Tools that are always allowed</source>
        <translation>始终允许的工具</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="213"/>
        <source>Revoke</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="217"/>
        <source>Steps per reply</source>
        <translation>每次回复的步数</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="218"/>
        <source>Tool timeout</source>
        <translation>工具超时</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="219"/>
        <source>Enter in the approval prompt</source>
        <translation>确认对话框中按 Enter 时</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="220"/>
        <source>Always allowed</source>
        <translation>始终允许</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="282"/>
        <source>not started (starts when a chat needs it)</source>
        <translation>未启动（聊天需要时启动）</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="283"/>
        <source>starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="284"/>
        <source>ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="285"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="286"/>
        <source>off</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="299"/>
        <source>No MCP server yet. Add one, or import a JSON file.</source>
        <translation>还没有 MCP 服务器。添加一个，或导入 JSON 文件。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="308"/>
        <source>Tools:</source>
        <translation>工具：</translation>
    </message>
</context>
<context>
    <name>ToolsPresenter</name>
    <message>
        <location filename="../../ui/tools/presenter.py" line="158"/>
        <source>Added the server “{0}”.</source>
        <translation>已添加服务器“{0}”。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/presenter.py" line="163"/>
        <source>Import MCP servers</source>
        <translation>导入 MCP 服务器</translation>
    </message>
    <message>
        <location filename="../../ui/tools/presenter.py" line="165"/>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/presenter.py" line="177"/>
        <source>Nothing was imported: {0}</source>
        <translation>未导入任何内容：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/tools/presenter.py" line="181"/>
        <source>Imported {0} server(s).</source>
        <translation>已导入 {0} 个服务器。</translation>
    </message>
</context>
<context>
    <name>ToolsSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="305"/>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="307"/>
        <source>Web search</source>
        <translation>网页搜索</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="311"/>
        <source>No MCP servers yet.</source>
        <translation>还没有 MCP 服务器。</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="316"/>
        <source>Manage servers…</source>
        <translation>管理服务器…</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="317"/>
        <source>Manage MCP servers and tools</source>
        <translation>管理 MCP 服务器和工具</translation>
    </message>
</context>
<context>
    <name>Transcript</name>
    <message>
        <location filename="../../render/messages.py" line="13"/>
        <source>Incomplete — the connection ended before the reply finished.</source>
        <translation>未完成 — 回复结束前连接已断开。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="16"/>
        <source>Interrupted — the app closed while this reply was streaming.</source>
        <translation>已中断 — 接收回复时应用已关闭。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="19"/>
        <source>Stopped — you stopped this reply.</source>
        <translation>已停止 — 你停止了此回复。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="20"/>
        <source>Streaming…</source>
        <translation>正在接收…</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="26"/>
        <source>Cut at the max tokens limit — Continue?</source>
        <translation>已达最大 token 限制被截断 — 继续？</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="28"/>
        <source>Stopped by the provider&apos;s content filter.</source>
        <translation>已被服务商的内容过滤器停止。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="35"/>
        <source>Error:</source>
        <translation>错误：</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="39"/>
        <source>Incomplete — {0}</source>
        <translation>未完成 — {0}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="57"/>
        <source>{0} in ({1} cached)</source>
        <translation>输入 {0}（缓存 {1}）</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="61"/>
        <source>{0} in</source>
        <translation>输入 {0}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="62"/>
        <source>{0} · {1} out</source>
        <translation>{0} · 输出 {1}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="94"/>
        <source>{0} (cache saved {1})</source>
        <translation>{0}（缓存节省 {1}）</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="64"/>
        <source>{0} reasoning</source>
        <translation>推理 {0}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="86"/>
        <source>first token {0} s</source>
        <translation>首个 token {0} 秒</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="90"/>
        <source>{0} tokens/s</source>
        <translation>{0} token/秒</translation>
    </message>
    <message>
        <location filename="../../render/markup.py" line="221"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
</context>
<context>
    <name>TranscriptView</name>
    <message>
        <location filename="../../ui/transcript/view.py" line="60"/>
        <source>Transcript</source>
        <translation>对话记录</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/view.py" line="61"/>
        <source>The conversation. Replies appear here.</source>
        <translation>对话内容。回复会显示在这里。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/view.py" line="90"/>
        <source>Jump to latest ↓</source>
        <translation>跳到最新 ↓</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/view.py" line="92"/>
        <source>Jump to latest</source>
        <translation>跳到最新</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/render.py" line="123"/>
        <source>Ask anything. Enter sends, Shift+Enter adds a line.</source>
        <translation>尽管提问。Enter 发送，Shift+Enter 换行。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/render.py" line="126"/>
        <source>Paste a screenshot or drop images to have them described.</source>
        <translation>粘贴截图或拖入图片，即可获得描述。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/render.py" line="129"/>
        <source>Compare (Ctrl+Shift+M) sends one prompt to several models at once.</source>
        <translation>比较（Ctrl+Shift+M）可将一个提示同时发送给多个模型。</translation>
    </message>
</context>
<context>
    <name>TransferPresenter</name>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="50"/>
        <source>Export conversations</source>
        <translation>导出对话</translation>
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
        <translation>正在导出…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="75"/>
        <source>Export failed: {0}</source>
        <translation>导出失败：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="79"/>
        <source>Exported {0} conversation(s) to {1}</source>
        <translation>已将 {0} 个对话导出到 {1}</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="85"/>
        <source>Import conversations</source>
        <translation>导入对话</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="87"/>
        <source>Exports (*.json *.zip);;All files (*)</source>
        <translation>导出文件 (*.json *.zip);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="93"/>
        <source>Importing…</source>
        <translation>正在导入…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="102"/>
        <location filename="../../ui/sidebar/transfer.py" line="106"/>
        <source>Nothing was imported: {0}</source>
        <translation>未导入任何内容：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="112"/>
        <source>Imported {0} conversation(s) with {1} message(s).</source>
        <translation>已导入 {0} 个对话，共 {1} 条消息。</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="40"/>
        <source>Explain a concept</source>
        <translation>解释一个概念</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="41"/>
        <source>Explain how HTTPS keeps a connection private, in plain words.</source>
        <translation>用通俗的话解释 HTTPS 如何保证连接的私密性。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="45"/>
        <source>Write some code</source>
        <translation>编写代码</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="46"/>
        <source>Write a Python function that removes duplicates from a list.</source>
        <translation>写一个从列表中删除重复项的 Python 函数。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="50"/>
        <source>Summarise a text</source>
        <translation>总结一段文字</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="51"/>
        <source>Summarise the main ideas of stoicism in three bullet points.</source>
        <translation>用三个要点总结斯多葛主义的主要思想。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="53"/>
        <source>Plan a trip</source>
        <translation>规划旅行</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="53"/>
        <source>Plan a three-day trip to Kyoto in April.</source>
        <translation>规划一次四月份为期三天的京都之旅。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="64"/>
        <source>Example: {0}</source>
        <translation>示例：{0}</translation>
    </message>
</context>
</TS>
