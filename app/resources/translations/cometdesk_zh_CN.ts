<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="62"/>
        <location filename="../../ui/transcript/hosted_sections.py" line="111"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="62"/>
        <source>ran</source>
        <translation>已运行</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="63"/>
        <source>Code interpreter · {0}</source>
        <translation>代码解释器 · {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="64"/>
        <source>Code:</source>
        <translation>代码：</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="67"/>
        <source>Output:</source>
        <translation>输出：</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="78"/>
        <source>Save “{0}”…</source>
        <translation>保存“{0}”…</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="80"/>
        <source>Save the file {0}</source>
        <translation>保存文件 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="89"/>
        <source>File {0}</source>
        <translation>文件 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="99"/>
        <source>Arguments:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="102"/>
        <source>Result:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="107"/>
        <source>approved</source>
        <translation>已允许</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="108"/>
        <source>denied</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="109"/>
        <source>waiting for approval</source>
        <translation>等待确认</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="110"/>
        <source>Approval for {0} on {1} · {2}</source>
        <translation>确认 {1} 上的工具 {0} · {2}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="111"/>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="112"/>
        <source>Tool {0} on {1} · {2}</source>
        <translation>{1} 上的工具 {0} · {2}</translation>
    </message>
</context>
<context>
    <name>AccountTab</name>
    <message>
        <location filename="../../ui/settings/account.py" line="82"/>
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
        <location filename="../../ui/transcript/action_handlers.py" line="76"/>
        <source>Wait for the reply to finish first.</source>
        <translation>请先等待回复完成。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="135"/>
        <source>Copied the reply as plain text.</source>
        <translation>已将回复复制为纯文本。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="138"/>
        <source>Copied the reply as Markdown.</source>
        <translation>已将回复复制为 Markdown。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="196"/>
        <source>{0} (fork)</source>
        <translation>{0}（分支）</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="196"/>
        <source>Chat</source>
        <translation>聊天</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="198"/>
        <source>Forked into “{0}”.</source>
        <translation>已创建分支“{0}”。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="210"/>
        <source>Message deleted.</source>
        <translation>消息已删除。</translation>
    </message>
</context>
<context>
    <name>AddServerDialog</name>
    <message>
        <location filename="../../ui/tools/dialog.py" line="44"/>
        <source>Add an MCP server</source>
        <translation>添加 MCP 服务器</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="50"/>
        <source>Command (stdio)</source>
        <translation>命令 (stdio)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="51"/>
        <source>URL (streamable HTTP)</source>
        <translation>URL (Streamable HTTP)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="52"/>
        <source>Remote (via the API)</source>
        <translation>远程（通过 API）</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="68"/>
        <source>Bearer token (kept in the system keyring)</source>
        <translation>Bearer 令牌（保存在系统密钥环中）</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="77"/>
        <source>Ask before each call</source>
        <translation>每次调用前询问</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="78"/>
        <source>Never ask</source>
        <translation>从不询问</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="81"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="82"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="83"/>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="84"/>
        <source>Environment</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="85"/>
        <source>Working folder</source>
        <translation>工作目录</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="86"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="87"/>
        <source>Token</source>
        <translation>令牌</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="88"/>
        <source>Headers</source>
        <translation>请求头</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="89"/>
        <source>Approval</source>
        <translation>确认</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="134"/>
        <source>Give the server a name.</source>
        <translation>请为服务器命名。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="141"/>
        <source>The URL must start with https:// (or http://).</source>
        <translation>URL 必须以 https://（或 http://）开头。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="146"/>
        <source>The command cannot be read: {0}</source>
        <translation>无法解析命令：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="148"/>
        <source>Give the command that starts the server.</source>
        <translation>请填写启动服务器的命令。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="154"/>
        <source>Environment lines are NAME=value: {0}</source>
        <translation>环境变量每行应为 NAME=value 格式：{0}</translation>
    </message>
</context>
<context>
    <name>AdvancedSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="298"/>
        <location filename="../../ui/settings/first_run.py" line="149"/>
        <source>Advanced</source>
        <translation>高级</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="304"/>
        <source>Automatic</source>
        <translation>自动</translation>
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
        <translation>自动模式会对只能在 /responses 上运行的模型（如 o1-pro）使用 /responses</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="312"/>
        <source>Stream the reply</source>
        <translation>流式回复</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="316"/>
        <location filename="../../ui/inspector/sections.py" line="318"/>
        <source>Run in background</source>
        <translation>在后台运行</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="320"/>
        <source>The server runs the reply on its own; it finishes even if the app closes.</source>
        <translation>由服务器独立生成回复；即使关闭应用也会完成。</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="325"/>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="328"/>
        <source>Extra body (JSON)</source>
        <translation>额外请求体 (JSON)</translation>
    </message>
</context>
<context>
    <name>AnswerDialog</name>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="44"/>
        <source>Prompt: {0}</source>
        <translation>提示词：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="47"/>
        <source>Answer</source>
        <translation>回答</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="59"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="61"/>
        <source>Copy the answer</source>
        <translation>复制回答</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="65"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="87"/>
        <source>Answer {0}</source>
        <translation>回答 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="104"/>
        <source>Copied</source>
        <translation>已复制</translation>
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
        <location filename="../../ui/promptsets/room.py" line="43"/>
        <source>Resume the prompt set ({0} of {1} answered)</source>
        <translation>继续提示词集（已回答 {0}/{1}）</translation>
    </message>
    <message>
        <location filename="../../ui/describe/room.py" line="46"/>
        <source>Resume describing images ({0} of {1} done)</source>
        <translation>继续描述图片（已完成 {0}/{1}）</translation>
    </message>
    <message>
        <location filename="../../ui/shell/navigation.py" line="179"/>
        <source>The open conversation was deleted elsewhere.</source>
        <translation>打开的对话已在别处被删除。</translation>
    </message>
</context>
<context>
    <name>AppLifecycle</name>
    <message>
        <location filename="../../ui/shell/lifecycle.py" line="64"/>
        <source>Cannot open the history</source>
        <translation>无法打开历史记录</translation>
    </message>
    <message>
        <location filename="../../ui/shell/lifecycle.py" line="102"/>
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
    <name>AssistantDialog</name>
    <message>
        <location filename="../../ui/assistants/editor.py" line="63"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="66"/>
        <source>Glyph</source>
        <translation>图标</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="73"/>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="74"/>
        <source>One line, shown in the list</source>
        <translation>一行文字，显示在列表中</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="77"/>
        <source>Instructions</source>
        <translation>指令</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="79"/>
        <source>Sent first in every chat started with it, as the system message</source>
        <translation>作为系统消息，在用它开始的每个聊天中最先发送</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="85"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="89"/>
        <source>The model chosen when the chat starts</source>
        <translation>开始聊天时选用的模型</translation>
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
        <translation>默认</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="99"/>
        <source>Maximum output tokens</source>
        <translation>最大输出 token 数</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="105"/>
        <source>Reasoning effort</source>
        <translation>推理强度</translation>
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
        <translation>提供网页搜索（端点支持时）(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="115"/>
        <source>Offer every enabled tool &amp;server</source>
        <translation>提供所有已启用的工具服务器(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="117"/>
        <source>Tool servers</source>
        <translation>工具服务器</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="125"/>
        <source>Knowledge bases</source>
        <translation>知识库</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="129"/>
        <source>No knowledge bases yet: `cometdesk kb add` makes one.</source>
        <translation>还没有知识库：可用 `cometdesk kb add` 创建。</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="134"/>
        <source>Use the &amp;chat&apos;s parameters</source>
        <translation>使用当前聊天的参数(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="138"/>
        <source>Take the model and every parameter of the chat on screen (its system prompt too, if the instructions are empty)</source>
        <translation>采用当前屏幕上聊天的模型和所有参数（如果指令为空，也采用其系统提示）</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="153"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="154"/>
        <source>&amp;Description:</source>
        <translation>描述(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="155"/>
        <source>&amp;Instructions:</source>
        <translation>指令(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="156"/>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="157"/>
        <source>&amp;Temperature:</source>
        <translation>Temperature(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="158"/>
        <source>Ma&amp;x tokens:</source>
        <translation>最大 token 数(&amp;X)：</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="159"/>
        <source>&amp;Reasoning:</source>
        <translation>推理(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="164"/>
        <source>Tools:</source>
        <translation>工具：</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="168"/>
        <source>&amp;Knowledge:</source>
        <translation>知识库(&amp;K)：</translation>
    </message>
</context>
<context>
    <name>AssistantManager</name>
    <message>
        <location filename="../../ui/assistants/manager.py" line="30"/>
        <location filename="../../ui/assistants/manager.py" line="36"/>
        <source>Assistants</source>
        <translation>助手</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="32"/>
        <source>An assistant starts a chat with its instructions, model, parameters, tools and knowledge bases. Changing one later leaves the chats already started as they are.</source>
        <translation>助手会以其指令、模型、参数、工具和知识库开始聊天。之后修改助手不会影响已经开始的聊天。</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="43"/>
        <source>&amp;Start chat</source>
        <translation>开始聊天(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="45"/>
        <source>A new chat with the chosen assistant</source>
        <translation>与所选助手开始新聊天</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="47"/>
        <source>D&amp;uplicate</source>
        <translation>创建副本(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="37"/>
        <source>Add the assistants of an exported JSON file</source>
        <translation>添加导出的 JSON 文件中的助手</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="38"/>
        <source>Save all assistants to a JSON file</source>
        <translation>将所有助手保存到 JSON 文件</translation>
    </message>
</context>
<context>
    <name>AssistantPicker</name>
    <message>
        <location filename="../../ui/assistants/picker.py" line="100"/>
        <source>Start a chat with an assistant</source>
        <translation>与助手开始聊天</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="103"/>
        <source>New chat with an assistant</source>
        <translation>与助手开始新聊天</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="107"/>
        <source>Search assistants</source>
        <translation>搜索助手</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="108"/>
        <source>Search assistants…</source>
        <translation>搜索助手…</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="112"/>
        <source>Assistants</source>
        <translation>助手</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="114"/>
        <source>Type to search; Up and Down move, Enter starts a chat with the assistant</source>
        <translation>输入以搜索；上下方向键移动，Enter 与该助手开始聊天</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="116"/>
        <source>No assistant matches.</source>
        <translation>没有匹配的助手。</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="119"/>
        <source>↑↓ move · Enter starts · Esc closes</source>
        <translation>↑↓ 移动 · Enter 开始 · Esc 关闭</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="121"/>
        <source>&amp;Manage assistants…</source>
        <translation>管理助手(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="229"/>
        <source>No assistant matches</source>
        <translation>没有匹配的助手</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="229"/>
        <source>{0}, {1} of {2}</source>
        <translation>{0}，第 {1} 个，共 {2} 个</translation>
    </message>
</context>
<context>
    <name>AssistantsPresenter</name>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="162"/>
        <source>New chat with “{0}”.</source>
        <translation>已与“{0}”开始新聊天。</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="243"/>
        <source>New assistant</source>
        <translation>新建助手</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="243"/>
        <source>Edit assistant</source>
        <translation>编辑助手</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="262"/>
        <source>Saved the assistant “{0}”.</source>
        <translation>已保存助手“{0}”。</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="269"/>
        <source>{0} (copy)</source>
        <translation>{0}（副本）</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="278"/>
        <source>Deleted the assistant “{0}”.</source>
        <translation>已删除助手“{0}”。</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="283"/>
        <source>Import assistants</source>
        <translation>导入助手</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="285"/>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="297"/>
        <source>Could not import assistants: {0}</source>
        <translation>无法导入助手：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="302"/>
        <source>Could not import assistants: {0} is not an export of assistants.</source>
        <translation>无法导入助手：{0} 不是助手的导出文件。</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="309"/>
        <source>Imported {0} assistants.</source>
        <translation>已导入 {0} 个助手。</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="315"/>
        <source>Export assistants</source>
        <translation>导出助手</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="317"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="328"/>
        <source>Could not export assistants: {0}</source>
        <translation>无法导出助手：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="331"/>
        <source>Exported {0} assistants.</source>
        <translation>已导出 {0} 个助手。</translation>
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
        <location filename="../../ui/composer/attachments.py" line="113"/>
        <source>Attach images or documents</source>
        <translation>附加图片或文档</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="116"/>
        <source>Images, documents and audio ({0} {1} {2});;Images ({0});;Audio ({2});;All files (*)</source>
        <translation>图片、文档和音频 ({0} {1} {2});;图片 ({0});;音频 ({2});;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="236"/>
        <source>That image is no longer stored.</source>
        <translation>该图片已不再保存。</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="238"/>
        <source>Image</source>
        <translation>图片</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="241"/>
        <source>As it will be sent</source>
        <translation>发送时的样子</translation>
    </message>
</context>
<context>
    <name>AudioClips</name>
    <message>
        <location filename="../../ui/voice/clips.py" line="59"/>
        <source>Attached audio clips</source>
        <translation>已附加的音频片段</translation>
    </message>
</context>
<context>
    <name>BackgroundNotice</name>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="99"/>
        <location filename="../../ui/transcript/background_notice.py" line="116"/>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
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
        <translation>停止此回复</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="105"/>
        <source>Cancels this reply on the server and keeps it as stopped.</source>
        <translation>在服务器上取消此回复，并将其保留为已停止。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="107"/>
        <source>Stop this reply on the server (Esc)</source>
        <translation>在服务器上停止此回复 (Esc)</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="122"/>
        <source>Queued on the server · {0}</source>
        <translation>在服务器上排队中 · {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="124"/>
        <source>Stopping on the server · {0}</source>
        <translation>正在服务器上停止 · {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="127"/>
        <source>In progress · {0} · The server did not take the cancel, so the reply is still running there; press Stop to try again.</source>
        <translation>进行中 · {0} · 服务器未接受取消，回复仍在服务器上运行；按“停止”重试。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="132"/>
        <source>Paused · {0} · The server refused the API key; checking resumes when the key is fixed in Settings.</source>
        <translation>已暂停 · {0} · 服务器拒绝了 API 密钥；在设置中修正密钥后将继续检查。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="137"/>
        <source>In progress · {0} · The server did not answer the last check; asking again.</source>
        <translation>进行中 · {0} · 服务器未响应上次检查；正在再次询问。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="139"/>
        <source>In progress · {0}</source>
        <translation>进行中 · {0}</translation>
    </message>
</context>
<context>
    <name>BackgroundReplies</name>
    <message>
        <location filename="../../ui/chat/background_resume.py" line="53"/>
        <source>A reply that ran in the background has finished.</source>
        <translation>一条在后台运行的回复已完成。</translation>
    </message>
</context>
<context>
    <name>BackupsPresenter</name>
    <message>
        <location filename="../../ui/sync/backups.py" line="119"/>
        <source>Looking for snapshots…</source>
        <translation>正在查找快照…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="161"/>
        <source>Backing up…</source>
        <translation>正在备份…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="167"/>
        <source>The backup failed: {0}</source>
        <translation>备份失败：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="176"/>
        <source>Backed up and verified ({0}).</source>
        <translation>已备份并验证（{0}）。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="192"/>
        <source>Restore into a new, empty folder</source>
        <translation>恢复到新的空文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="207"/>
        <source>Restoring…</source>
        <translation>正在恢复…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="221"/>
        <source>Nothing was restored: {0}</source>
        <translation>未恢复任何内容：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="231"/>
        <source>Merged: {0} conversation(s) added, {1} already here.</source>
        <translation>已合并：新增 {0} 个对话，{1} 个已存在。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="243"/>
        <source>Restored {0} conversation(s) into {1}. To open it, start Comet Desk with COMETDESK_DATA_DIR={1}.</source>
        <translation>已将 {0} 个对话恢复到 {1}。要打开它，请使用 COMETDESK_DATA_DIR={1} 启动 Comet Desk。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="266"/>
        <source>Copying the history</source>
        <translation>正在复制历史记录</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="267"/>
        <source>Uploading</source>
        <translation>正在上传</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="268"/>
        <source>Reading it back</source>
        <translation>正在回读校验</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="269"/>
        <source>Downloading</source>
        <translation>正在下载</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="270"/>
        <source>Unpacking</source>
        <translation>正在解包</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="271"/>
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
    <name>BestDelegate</name>
    <message>
        <location filename="../../ui/promptsets/table.py" line="108"/>
        <source>Best answer for prompt {0}</source>
        <translation>提示词 {0} 的最佳回答</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/table.py" line="109"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/table.py" line="113"/>
        <source>Tie</source>
        <translation>平局</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/table.py" line="114"/>
        <source>All bad</source>
        <translation>都不好</translation>
    </message>
</context>
<context>
    <name>BlindArena</name>
    <message>
        <location filename="../../ui/compare/blind_arena.py" line="53"/>
        <source>Blind can change once the models have answered (Esc stops them).</source>
        <translation>模型回答完毕后才能切换盲测（按 Esc 可停止）。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/blind_arena.py" line="55"/>
        <source>Vote first: Blind can change once this round&apos;s names are revealed.</source>
        <translation>请先投票：本轮模型名称揭晓后才能切换盲测。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/blind_arena.py" line="114"/>
        <source>Vote saved. The names are revealed.</source>
        <translation>投票已保存。模型名称已揭晓。</translation>
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
        <location filename="../../storage/database.py" line="80"/>
        <source>The history database could not be read. It was moved aside to {0} and a new one was started.</source>
        <translation>无法读取历史数据库。已将其移至 {0} 并新建了一个。</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <location filename="../../ui/shell/header.py" line="61"/>
        <source>Show or hide the conversations</source>
        <translation>显示或隐藏对话</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="69"/>
        <source>New chat</source>
        <translation>新聊天</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="71"/>
        <source>Conversation title</source>
        <translation>对话标题</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="91"/>
        <source>Context used</source>
        <translation>已用上下文</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="98"/>
        <source>Conversation totals</source>
        <translation>对话合计</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="102"/>
        <source>Send one prompt to several models</source>
        <translation>将一个提示发送给多个模型</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="114"/>
        <source>Show or hide the parameters</source>
        <translation>显示或隐藏参数</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="107"/>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="108"/>
        <source>Compare models side by side</source>
        <translation>并排比较模型</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="159"/>
        <source>Assistant: {0}</source>
        <translation>助手：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="160"/>
        <source>Started with the assistant “{0}”. Click to edit it.</source>
        <translation>由助手“{0}”开始。点击可编辑该助手。</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="238"/>
        <source>{0} of {1} tokens of context ({2}%)</source>
        <translation>已用上下文 {0} / {1} 个 token（{2}%）</translation>
    </message>
</context>
<context>
    <name>ChatPresenter</name>
    <message>
        <location filename="../../ui/chat/presenter.py" line="152"/>
        <source>A reply is still streaming; press Esc to stop it.</source>
        <translation>回复仍在传输中；按 Esc 停止。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="155"/>
        <source>A reply is still being written on the server; wait for it, send in another chat, or press Esc (or its Stop button) to stop it.</source>
        <translation>回复仍在服务器上生成；请等待完成、在其他聊天中发送，或按 Esc（或其停止按钮）停止。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="165"/>
        <source>Choose a model first.</source>
        <translation>请先选择模型。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="168"/>
        <source>Add your API key in Settings first.</source>
        <translation>请先在设置中添加 API 密钥。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="295"/>
        <source>Stopped. The partial reply was kept.</source>
        <translation>已停止。已保留部分回复。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="297"/>
        <source>The reply ended early (the connection closed before it finished).</source>
        <translation>回复提前结束（连接在完成前关闭）。</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="314"/>
        <source>Resend without “{0}”</source>
        <translation>不带“{0}”重新发送</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="331"/>
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
    <name>Citations</name>
    <message>
        <location filename="../../ui/transcript/citations.py" line="72"/>
        <source>Source {0}: {1}</source>
        <translation>来源 {0}：{1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/citations.py" line="118"/>
        <source>The passages sent with the question</source>
        <translation>随问题发送的段落</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/citations.py" line="123"/>
        <source>1 source</source>
        <translation>1 个来源</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/citations.py" line="125"/>
        <source>{0} sources</source>
        <translation>{0} 个来源</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/citations.py" line="131"/>
        <source>Sources: what was retrieved and sent</source>
        <translation>来源：检索到并发送的内容</translation>
    </message>
</context>
<context>
    <name>ClipChip</name>
    <message>
        <location filename="../../ui/voice/clip_chip.py" line="24"/>
        <source>Audio clip {0}, {1}</source>
        <translation>音频片段 {0}，{1}</translation>
    </message>
    <message>
        <location filename="../../ui/voice/clip_chip.py" line="26"/>
        <source>Remove {0}</source>
        <translation>移除 {0}</translation>
    </message>
</context>
<context>
    <name>ColumnLine</name>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="52"/>
        <source>parameters, e.g. temperature=0.2 max_tokens=300</source>
        <translation>参数，例如 temperature=0.2 max_tokens=300</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="80"/>
        <source>Model of column {0}: {1}</source>
        <translation>第 {0} 列的模型：{1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="82"/>
        <source>Choose another model for this column</source>
        <translation>为此列选择其他模型</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="83"/>
        <source>Parameters of column {0}</source>
        <translation>第 {0} 列的参数</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="84"/>
        <source>Remove column {0}</source>
        <translation>移除第 {0} 列</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="85"/>
        <source>Remove this column</source>
        <translation>移除此列</translation>
    </message>
</context>
<context>
    <name>ColumnOptionsDialog</name>
    <message>
        <location filename="../../ui/compare/column_options.py" line="55"/>
        <source>Options for column {0}</source>
        <translation>第 {0} 列的选项</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="57"/>
        <source>panel&apos;s</source>
        <translation>面板的值</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="62"/>
        <source>System prompt for this column</source>
        <translation>此列的系统提示</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="63"/>
        <source>Blank: the panel&apos;s system prompt</source>
        <translation>留空：使用面板的系统提示</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="124"/>
        <source>{0} for this column</source>
        <translation>此列的{0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="68"/>
        <source>&amp;System prompt</source>
        <translation>系统提示(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="77"/>
        <source>Temperature, max tokens, effort and probabilities are in the column&apos;s row. Anything left blank follows the parameters panel.</source>
        <translation>Temperature、最大 token 数、推理强度和概率在列中的那一行设置。留空的项将沿用参数面板的设置。</translation>
    </message>
</context>
<context>
    <name>ColumnTools</name>
    <message>
        <location filename="../../ui/compare/column_tools.py" line="44"/>
        <source>already in this compare</source>
        <translation>已在此比较中</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <location filename="../../ui/compare/columns.py" line="91"/>
        <source>Column {0}</source>
        <translation>第 {0} 列</translation>
    </message>
</context>
<context>
    <name>ColumnsEditor</name>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="103"/>
        <source>&amp;Add model…</source>
        <translation>添加模型(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="105"/>
        <source>Add a model column</source>
        <translation>添加模型列</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="108"/>
        <source>No columns yet: add the models to ask.</source>
        <translation>还没有列：请添加要提问的模型。</translation>
    </message>
</context>
<context>
    <name>CommandPalette</name>
    <message>
        <location filename="../../ui/shell/palette.py" line="68"/>
        <source>Command palette</source>
        <translation>命令面板</translation>
    </message>
    <message>
        <location filename="../../ui/shell/palette.py" line="72"/>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location filename="../../ui/shell/palette.py" line="73"/>
        <source>Type a command…</source>
        <translation>输入命令…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/palette.py" line="77"/>
        <source>Commands</source>
        <translation>命令</translation>
    </message>
</context>
<context>
    <name>CompareColumn</name>
    <message>
        <location filename="../../ui/compare/view.py" line="87"/>
        <source>Model for column {0}</source>
        <translation>第 {0} 列的模型</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="105"/>
        <source>Stop this column</source>
        <translation>停止此列</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="111"/>
        <source>Ask this model again</source>
        <translation>再问一次此模型</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="109"/>
        <source>Retry this column</source>
        <translation>重试此列</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="114"/>
        <source>Remove column</source>
        <translation>移除列</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="116"/>
        <source>Remove this column</source>
        <translation>移除此列</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="123"/>
        <source>Continue with this one as a normal chat</source>
        <translation>以此继续为普通聊天</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="119"/>
        <source>Continue with this one</source>
        <translation>用这个继续</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="99"/>
        <source>Search models for column {0}</source>
        <translation>为第 {0} 列搜索模型</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="124"/>
        <source>⋯ Options</source>
        <translation>⋯ 选项</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="126"/>
        <source>Options for column {0}</source>
        <translation>第 {0} 列的选项</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="127"/>
        <source>This column&apos;s own system prompt and parameters</source>
        <translation>此列专用的系统提示和参数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="142"/>
        <source>Temperature for this column</source>
        <translation>此列的 temperature</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="146"/>
        <source>temp</source>
        <translation>temp</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="147"/>
        <source>Temperature for this column (blank: the panel&apos;s)</source>
        <translation>此列的 temperature（留空：使用面板的值）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="151"/>
        <source>Max tokens for this column</source>
        <translation>此列的最大 token 数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="154"/>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="155"/>
        <source>Max tokens for this column (blank: the panel&apos;s)</source>
        <translation>此列的最大 token 数（留空：使用面板的值）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="158"/>
        <source>Reasoning effort for this column</source>
        <translation>此列的推理强度</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="160"/>
        <source>effort</source>
        <translation>推理</translation>
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
        <translation>概率</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="168"/>
        <source>Show probabilities for this column</source>
        <translation>显示此列的概率</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="170"/>
        <source>Ask this column&apos;s model for token probabilities (blank: the panel&apos;s choice)</source>
        <translation>向此列的模型请求 token 概率（留空：使用面板的设置）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="193"/>
        <source>Endpoint for this column</source>
        <translation>此列的端点</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="249"/>
        <source>Panel&apos;s endpoint</source>
        <translation>面板的端点</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="348"/>
        <source>Model {0}</source>
        <translation>模型 {0}</translation>
    </message>
</context>
<context>
    <name>ComparePresenter</name>
    <message>
        <location filename="../../ui/compare/presenter.py" line="192"/>
        <source>Compare models</source>
        <translation>比较模型</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="199"/>
        <source>New chat</source>
        <translation>新聊天</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="353"/>
        <source>The models are still answering; press Esc to stop.</source>
        <translation>模型仍在回答；按 Esc 停止。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="267"/>
        <source>Vote first: the column would show its model.</source>
        <translation>请先投票：否则此列会暴露它的模型。</translation>
    </message>
</context>
<context>
    <name>CompareResults</name>
    <message>
        <location filename="../../ui/compare/results.py" line="64"/>
        <source>Wait for the replies to finish (or stop them) before synthesizing.</source>
        <translation>请等待回复完成（或停止回复）后再综合。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/results.py" line="66"/>
        <source>Vote first: synthesizing leaves the compare before the names show.</source>
        <translation>请先投票：综合会在模型名称揭晓前离开此比较。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/results.py" line="88"/>
        <source>There is nothing to synthesize yet: send a prompt first.</source>
        <translation>还没有可综合的内容：请先发送一个提示。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/results.py" line="131"/>
        <source>Export this compare</source>
        <translation>导出此比较</translation>
    </message>
    <message>
        <location filename="../../ui/compare/results.py" line="133"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/results.py" line="141"/>
        <source>Exported the compare to {0}</source>
        <translation>已将比较导出到 {0}</translation>
    </message>
</context>
<context>
    <name>CompareSender</name>
    <message>
        <location filename="../../ui/compare/sending.py" line="54"/>
        <source>Vote for the best answer first; the names are revealed then.</source>
        <translation>请先为最佳回答投票；投票后会揭晓模型名称。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/sending.py" line="67"/>
        <source>A model of this blind round</source>
        <translation>本轮盲测中的某个模型</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../../ui/compare/view.py" line="393"/>
        <source>Compare models</source>
        <translation>比较模型</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="395"/>
        <source>+ Column</source>
        <translation>+ 列</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="397"/>
        <source>Compare up to {0} models</source>
        <translation>最多比较 {0} 个模型</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="398"/>
        <source>Blind</source>
        <translation>盲测</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="401"/>
        <source>Hide model names and shuffle the columns; vote, then see who was who</source>
        <translation>隐藏模型名称并打乱列顺序；投票后揭晓各是谁</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="404"/>
        <source>Grid</source>
        <translation>网格</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="406"/>
        <source>Sync scroll</source>
        <translation>同步滚动</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="408"/>
        <source>Diff…</source>
        <translation>差异…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="410"/>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="412"/>
        <source>Synthesize…</source>
        <translation>综合…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="414"/>
        <source>Synthesize one answer</source>
        <translation>综合成一个回答</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="416"/>
        <source>Ask a model to write one answer from the columns&apos; latest answers</source>
        <translation>让一个模型根据各列的最新回答写出一个综合回答</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="418"/>
        <source>Leaderboard</source>
        <translation>排行榜</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="420"/>
        <source>Setups</source>
        <translation>方案</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="422"/>
        <location filename="../../ui/compare/view.py" line="567"/>
        <source>Compare setups</source>
        <translation>比较方案</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="424"/>
        <source>Save these columns as a setup, or bring back a saved one</source>
        <translation>将这些列保存为方案，或恢复已保存的方案</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="433"/>
        <source>One prompt goes to every column; each model keeps its own thread.</source>
        <translation>一个提示会发送到每一列；每个模型保留自己的对话。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="441"/>
        <source>Compare columns</source>
        <translation>比较列</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="541"/>
        <source>Which answer is best?</source>
        <translation>哪个回答最好？</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="542"/>
        <source>{0} is best</source>
        <translation>{0} 最好</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="543"/>
        <source>Tie</source>
        <translation>平局</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="543"/>
        <source>All bad</source>
        <translation>都不好</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="568"/>
        <source>Save setup…</source>
        <translation>保存方案…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="574"/>
        <source>Replace the columns with this setup</source>
        <translation>用此方案替换当前的列</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="577"/>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="579"/>
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
        <location filename="../../ui/composer/frame.py" line="56"/>
        <source>Editing a message — Enter sends it as a new version, Esc cancels.</source>
        <translation>正在编辑消息 — Enter 作为新版本发送，Esc 取消。</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="59"/>
        <source>Editing a message</source>
        <translation>正在编辑消息</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="64"/>
        <source>Attach images (or paste a screenshot, or drop files on the message box)</source>
        <translation>附加图片（也可以粘贴截图，或把文件拖到输入框）</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="69"/>
        <source>Attach images</source>
        <translation>附加图片</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="72"/>
        <location filename="../../ui/composer/frame.py" line="77"/>
        <source>Capture a region of the screen</source>
        <translation>截取屏幕区域</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="80"/>
        <location filename="../../ui/composer/frame.py" line="85"/>
        <source>Dictate</source>
        <translation>听写</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="88"/>
        <source>Choose the model</source>
        <translation>选择模型</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="89"/>
        <source>Choose the model for this conversation</source>
        <translation>为此对话选择模型</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="94"/>
        <source>Send (Enter)</source>
        <translation>发送 (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="100"/>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="105"/>
        <source>Stop the reply (Esc)</source>
        <translation>停止回复 (Esc)</translation>
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
        <translation>上一条消息仍在发送…</translation>
    </message>
    <message>
        <location filename="../../ui/composer/presenter.py" line="108"/>
        <source>Still preparing the images…</source>
        <translation>仍在准备图片…</translation>
    </message>
    <message>
        <location filename="../../ui/composer/presenter.py" line="182"/>
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
        <location filename="../../ui/sidebar/conversation_list.py" line="95"/>
        <location filename="../../ui/sidebar/conversation_list.py" line="97"/>
        <source>New chat</source>
        <translation>新聊天</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="102"/>
        <location filename="../../ui/sidebar/conversation_list.py" line="106"/>
        <source>New chat with an assistant</source>
        <translation>与助手开始新聊天</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="109"/>
        <source>Search conversations</source>
        <translation>搜索对话</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="110"/>
        <source>Search (Ctrl+K)</source>
        <translation>搜索 (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="116"/>
        <source>Conversations</source>
        <translation>对话</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="119"/>
        <source>Grouped by folder and by date. A compare is listed once, with the models it compared under it. Drag a conversation onto a folder to file it.</source>
        <translation>按文件夹和日期分组。每个比较只列出一次，参与比较的模型列在其下。将对话拖到文件夹上即可归档。</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="212"/>
        <source>No conversation matches.</source>
        <translation>没有匹配的对话。</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="214"/>
        <source>No conversations yet. Start one with New chat (Ctrl+N).</source>
        <translation>还没有对话。点“新聊天”（Ctrl+N）开始吧。</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="486"/>
        <source>New folder</source>
        <translation>新建文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="502"/>
        <source>Conversation actions</source>
        <translation>对话操作</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="508"/>
        <source>Folder actions</source>
        <translation>文件夹操作</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/menu.py" line="93"/>
        <source>Folder name:</source>
        <translation>文件夹名称：</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="528"/>
        <source>New folder…</source>
        <translation>新建文件夹…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="534"/>
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
        <location filename="../../data_folder.py" line="63"/>
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
        <location filename="../../services/describe_jobs_store.py" line="234"/>
        <source>{0} cannot be read ({1}).</source>
        <translation>无法读取 {0}（{1}）。</translation>
    </message>
    <message>
        <location filename="../../services/describe_jobs_store.py" line="235"/>
        <source>{0} cannot be written ({1}).</source>
        <translation>无法写入 {0}（{1}）。</translation>
    </message>
</context>
<context>
    <name>DescribePresenter</name>
    <message>
        <location filename="../../ui/describe/presenter.py" line="186"/>
        <source>No images found there.</source>
        <translation>那里没有找到图片。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="198"/>
        <source>1 image</source>
        <translation>1 张图片</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="198"/>
        <source>{0} images</source>
        <translation>{0} 张图片</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="200"/>
        <source>{0} in {1}</source>
        <translation>{1} 中的{0}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="218"/>
        <source>Reading the image sizes…</source>
        <translation>正在读取图片尺寸…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="237"/>
        <source>1 image to describe</source>
        <translation>待描述 1 张图片</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="239"/>
        <source>{0} images to describe</source>
        <translation>待描述 {0} 张图片</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="240"/>
        <source>about {0} input tokens</source>
        <translation>约 {0} 个输入令牌</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="241"/>
        <source>about {0} before the replies</source>
        <translation>不含回复约 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="243"/>
        <source>the price of {0} is not known</source>
        <translation>{0} 的价格未知</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="246"/>
        <source>{0} not readable as images</source>
        <translation>{0} 个无法作为图片读取</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="255"/>
        <source>Write what to ask about each image first.</source>
        <translation>请先写下要对每张图片提出的问题。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="258"/>
        <source>Choose a model first.</source>
        <translation>请先选择模型。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="289"/>
        <source>Pausing: finishing the images being described…</source>
        <translation>正在暂停：正在完成描述中的图片…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="321"/>
        <source>There is no API key: add one in Settings, then press Resume.</source>
        <translation>没有 API 密钥：请在设置中添加，然后点击“继续”。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="370"/>
        <source>Images described: {0}.</source>
        <translation>已描述图片：{0}。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="372"/>
        <source>Failed: {0}.</source>
        <translation>失败：{0}。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="418"/>
        <source>{0} of {1}</source>
        <translation>{0} / {1}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="433"/>
        <source>{0} tokens in, {1} out</source>
        <translation>输入 {0} 个令牌，输出 {1} 个</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="438"/>
        <source>{0} failed</source>
        <translation>{0} 个失败</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="462"/>
        <source>Exported to {0}.</source>
        <translation>已导出到 {0}。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="473"/>
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
        <location filename="../../ui/describe/view.py" line="37"/>
        <source>Alt text</source>
        <translation>替代文本</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="38"/>
        <source>Caption</source>
        <translation>说明文字</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="39"/>
        <source>Extract the text</source>
        <translation>提取文字</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="40"/>
        <source>Tags as JSON</source>
        <translation>标签（JSON）</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="43"/>
        <source>Auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="44"/>
        <source>Low (cheapest)</source>
        <translation>低（最便宜）</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="45"/>
        <source>High (fine detail)</source>
        <translation>高（精细细节）</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="184"/>
        <location filename="../../ui/describe/view.py" line="185"/>
        <source>Describe images</source>
        <translation>描述图片</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="188"/>
        <source>Choose &amp;folder…</source>
        <translation>选择文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="189"/>
        <source>Every image in a folder and the folders in it</source>
        <translation>文件夹及其子文件夹中的所有图片</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="190"/>
        <source>Choose f&amp;iles…</source>
        <translation>选择文件(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="191"/>
        <source>No images chosen yet.</source>
        <translation>尚未选择图片。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="203"/>
        <source>Your own…</source>
        <translation>自定义…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="208"/>
        <source>What to ask about each image</source>
        <translation>对每张图片要问的内容</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="210"/>
        <source>{filename} is replaced by each image&apos;s file name.</source>
        <translation>{filename} 会被替换为每张图片的文件名。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="230"/>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="235"/>
        <source>Images described</source>
        <translation>已描述的图片</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="236"/>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="238"/>
        <source>Finish the images being described, then send no more</source>
        <translation>完成正在描述的图片，然后不再发送</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="240"/>
        <source>Res&amp;ume</source>
        <translation>继续(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="241"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="243"/>
        <source>Stop now; the images not described yet can be resumed later</source>
        <translation>立即停止；尚未描述的图片可稍后继续</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="245"/>
        <source>Retry f&amp;ailed</source>
        <translation>重试失败项(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="254"/>
        <source>Descriptions</source>
        <translation>描述</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="256"/>
        <source>One row per image. F2 or a double click edits a description.</source>
        <translation>每张图片一行。按 F2 或双击可编辑描述。</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="262"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="263"/>
        <source>Copy the table as tab-separated text</source>
        <translation>将表格复制为制表符分隔的文本</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="264"/>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="265"/>
        <source>Save as CSV, JSON or JSON Lines</source>
        <translation>另存为 CSV、JSON 或 JSON Lines</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="287"/>
        <source>P&amp;rompt:</source>
        <translation>提示词(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="289"/>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="291"/>
        <source>&amp;Detail:</source>
        <translation>细节(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="294"/>
        <source>Prompt text</source>
        <translation>提示词文本</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="314"/>
        <source>Choose a folder of images</source>
        <translation>选择图片文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="324"/>
        <source>Choose images</source>
        <translation>选择图片</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="326"/>
        <source>Images ({0});;All files (*)</source>
        <translation>图片 ({0});;所有文件 (*)</translation>
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
        <translation>导出描述</translation>
    </message>
</context>
<context>
    <name>DescriptionEditor</name>
    <message>
        <location filename="../../ui/describe/view.py" line="60"/>
        <source>Description</source>
        <translation>描述</translation>
    </message>
</context>
<context>
    <name>DesktopShortcuts</name>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="31"/>
        <source>Quick ask</source>
        <translation>快速提问</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="32"/>
        <source>Capture region</source>
        <translation>截取区域</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="33"/>
        <source>New chat</source>
        <translation>新聊天</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="45"/>
        <source>Quick ask from anywhere</source>
        <translation>随处快速提问</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="49"/>
        <source>Looking for the desktop&apos;s shortcut service…</source>
        <translation>正在查找桌面的快捷键服务…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="65"/>
        <source>This desktop offers no shortcut service. To ask from anywhere, bind these commands to keys in the desktop&apos;s own keyboard settings:</source>
        <translation>此桌面不提供快捷键服务。要随处提问，请在桌面自身的键盘设置中为以下命令绑定按键：</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="86"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="89"/>
        <source>Copy the command for {0}</source>
        <translation>复制“{0}”的命令</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="119"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="124"/>
        <source>The desktop bound no keys.</source>
        <translation>桌面未绑定任何按键。</translation>
    </message>
</context>
<context>
    <name>Dictation</name>
    <message>
        <location filename="../../ui/voice/dictation.py" line="105"/>
        <source>Dictation cancelled.</source>
        <translation>已取消听写。</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="132"/>
        <source>Not transcribed: {0}</source>
        <translation>未能转写：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="140"/>
        <source>Nothing was heard in the recording.</source>
        <translation>录音中没有听到任何声音。</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="169"/>
        <source>Stop and transcribe (Ctrl+Shift+V)</source>
        <translation>停止并转写 (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="171"/>
        <source>Dictate: speak, then stop to have it written here (Ctrl+Shift+V)</source>
        <translation>听写：说话，停止后文字会写到这里 (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="173"/>
        <source>Stop dictating</source>
        <translation>停止听写</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="173"/>
        <source>Dictate</source>
        <translation>听写</translation>
    </message>
</context>
<context>
    <name>DiffDialog</name>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="36"/>
        <source>Compare two answers word by word</source>
        <translation>逐词比较两个回答</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="42"/>
        <source>First answer</source>
        <translation>第一个回答</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="43"/>
        <source>Second answer</source>
        <translation>第二个回答</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="71"/>
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
        <location filename="../../services/endpoints.py" line="130"/>
        <source>Your key is kept in your system keyring ({0}), never in a file.</source>
        <translation>你的密钥保存在系统密钥环（{0}）中，绝不会写入文件。</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="134"/>
        <source>This computer has no keyring: the key is used for this session only.</source>
        <translation>此计算机没有密钥环：密钥仅用于本次会话。</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="155"/>
        <source>The system keyring did not answer.</source>
        <translation>系统密钥环没有响应。</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="163"/>
        <source>COMETDESK_API_KEY (this run only)</source>
        <translation>COMETDESK_API_KEY（仅本次运行）</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="137"/>
        <location filename="../../services/endpoints.py" line="196"/>
        <source>{0} The key is used for this session only.</source>
        <translation>{0} 密钥仅用于本次会话。</translation>
    </message>
</context>
<context>
    <name>EndpointsTab</name>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="57"/>
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
    <name>FailedAttempts</name>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="40"/>
        <source>1 failed attempt</source>
        <translation>1 次失败的尝试</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="42"/>
        <source>{0} failed attempts</source>
        <translation>{0} 次失败的尝试</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="50"/>
        <source>Attempt {0} · {1} — {2}</source>
        <translation>第 {0} 次尝试 · {1} — {2}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="53"/>
        <source>it failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="58"/>
        <source>What had arrived: {0}</source>
        <translation>已收到的内容：{0}</translation>
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
    <name>FiguresFeed</name>
    <message>
        <location filename="../../ui/compare/figures_feed.py" line="67"/>
        <source>Column {0}</source>
        <translation>第 {0} 列</translation>
    </message>
</context>
<context>
    <name>FiguresModel</name>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="78"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="79"/>
        <source>First token</source>
        <translation>首个 token</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="80"/>
        <source>Tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="81"/>
        <source>Input tokens</source>
        <translation>输入 token</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="82"/>
        <source>Output tokens</source>
        <translation>输出 token</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="83"/>
        <source>Cost</source>
        <translation>费用</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="84"/>
        <source>Words</source>
        <translation>词数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="85"/>
        <source>Finish</source>
        <translation>结束原因</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="86"/>
        <source>Mean token probability</source>
        <translation>token 平均概率</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="91"/>
        <source>The column&apos;s model (a letter while the arena hides the names)</source>
        <translation>该列的模型（竞技场隐藏名称时显示为字母）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="92"/>
        <source>Seconds from sending to the first token of the reply</source>
        <translation>从发送到回复首个 token 的秒数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="93"/>
        <source>Output tokens per second, from the first token to the end</source>
        <translation>每秒输出 token 数（从首个 token 到结束）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="94"/>
        <source>Tokens sent: the prompt and the column&apos;s history</source>
        <translation>发送的 token：提示和该列的历史记录</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="95"/>
        <source>Tokens generated, reasoning included</source>
        <translation>生成的 token（含推理）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="96"/>
        <source>What the reply cost, from the catalog&apos;s prices</source>
        <translation>回复的费用（按目录价格计算）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="97"/>
        <source>Length of the answer in words</source>
        <translation>回答的长度（词数）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="98"/>
        <source>Why the reply ended</source>
        <translation>回复结束的原因</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="99"/>
        <source>How sure the model was: the mean probability of its tokens</source>
        <translation>模型的把握程度：其 token 的平均概率</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="113"/>
        <source>after the vote</source>
        <translation>投票后</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="115"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="119"/>
        <source>{0} s</source>
        <translation>{0} 秒</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="124"/>
        <source>{0}, of which {1} reasoning</source>
        <translation>{0}，其中推理 {1}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="130"/>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="154"/>
        <source>First token (s)</source>
        <translation>首个 token（秒）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="156"/>
        <source>Cost (USD)</source>
        <translation>费用（USD）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="161"/>
        <source>stop</source>
        <translation>完成</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="162"/>
        <source>length (max tokens)</source>
        <translation>长度（最大 token 数）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="163"/>
        <source>content filter</source>
        <translation>内容过滤器</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="164"/>
        <source>tool calls</source>
        <translation>工具调用</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="165"/>
        <source>answering…</source>
        <translation>回答中…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="166"/>
        <source>stopped by you</source>
        <translation>已由你停止</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="167"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="168"/>
        <source>incomplete</source>
        <translation>未完成</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="169"/>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="170"/>
        <source>no reply yet</source>
        <translation>尚无回复</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="241"/>
        <source>hidden until the vote</source>
        <translation>投票前隐藏</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="243"/>
        <source>unknown: {0}</source>
        <translation>未知：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="244"/>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="246"/>
        <source>{0} seconds</source>
        <translation>{0} 秒</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="249"/>
        <source>{0}, best</source>
        <translation>{0}，最佳</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="254"/>
        <source>Prices would give the models away: the cost shows after the vote.</source>
        <translation>价格会暴露模型身份：费用将在投票后显示。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="260"/>
        <source>The first to answer</source>
        <translation>最先回答</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="261"/>
        <source>The fastest</source>
        <translation>最快</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="262"/>
        <source>The cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="268"/>
        <source>the endpoint reported no token usage for this reply</source>
        <translation>端点未报告此回复的令牌用量</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="269"/>
        <source>the endpoint reported a negative token count</source>
        <translation>端点报告了负的令牌数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="271"/>
        <source>the endpoint reported more cached tokens than input tokens</source>
        <translation>端点报告的缓存令牌多于输入令牌</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="274"/>
        <source>the endpoint reported more reasoning tokens than output tokens</source>
        <translation>端点报告的推理令牌多于输出令牌</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="290"/>
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
        <location filename="../../ui/shell/main_window.py" line="134"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.py" line="135"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/room.py" line="102"/>
        <source>&amp;New chat with an assistant…</source>
        <translation>与助手开始新聊天(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/room.py" line="107"/>
        <source>Start a chat with an assistant&apos;s instructions, model and tools</source>
        <translation>使用助手的指令、模型和工具开始聊天</translation>
    </message>
    <message>
        <location filename="../../ui/capture/room.py" line="90"/>
        <source>Capture a &amp;region of the screen</source>
        <translation>截取屏幕区域(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/capture/room.py" line="95"/>
        <source>Freeze the screen, drag a rectangle, and attach it to the message</source>
        <translation>冻结屏幕，拖出一个矩形，并将其附加到消息</translation>
    </message>
    <message>
        <location filename="../../ui/quick/room.py" line="111"/>
        <source>Quick &amp;ask…</source>
        <translation>快速提问(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../ui/quick/room.py" line="116"/>
        <source>A small window that stays on top: ask one thing, with an image if you like</source>
        <translation>始终置顶的小窗口：问一个问题，也可以附带图片</translation>
    </message>
    <message>
        <location filename="../../ui/describe/room.py" line="31"/>
        <source>&amp;Describe images…</source>
        <translation>描述图片(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/room.py" line="36"/>
        <source>Describe a folder of images: alt text, captions, text or tags, to a file</source>
        <translation>描述文件夹中的图片：替代文本、说明文字、文本或标签，保存到文件</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="125"/>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="129"/>
        <source>Import a Comet Desk export or a ChatGPT conversations.json</source>
        <translation>导入 Comet Desk 导出文件或 ChatGPT 的 conversations.json</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="137"/>
        <source>Export all as &amp;JSON…</source>
        <translation>全部导出为 JSON(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="146"/>
        <source>Export all as &amp;Markdown…</source>
        <translation>全部导出为 Markdown(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="51"/>
        <source>New &amp;chat</source>
        <translation>新建聊天(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="56"/>
        <source>Start a new conversation</source>
        <translation>开始新对话</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="62"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/sync/room.py" line="94"/>
        <source>&amp;Sync and backups…</source>
        <translation>同步和备份(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/room.py" line="98"/>
        <source>Keep this history in step with your other machines, end-to-end encrypted</source>
        <translation>让此历史记录与你的其他设备保持同步，端到端加密</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.py" line="136"/>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/room.py" line="64"/>
        <source>MCP servers and tools…</source>
        <translation>MCP 服务器和工具…</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/room.py" line="50"/>
        <source>&amp;Prompts…</source>
        <translation>提示词(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/room.py" line="54"/>
        <source>Saved prompts: type / at the start of the message box to use one</source>
        <translation>已保存的提示词：在输入框开头输入 / 即可使用</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/room.py" line="29"/>
        <source>Prompt &amp;sets…</source>
        <translation>提示词集(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/room.py" line="33"/>
        <source>Send many prompts to several models and compare the answers in a grid</source>
        <translation>将多个提示词发送给多个模型，并在网格中比较回答</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/room.py" line="77"/>
        <source>&amp;Knowledge bases…</source>
        <translation>知识库(&amp;K)…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/room.py" line="81"/>
        <source>Folders of documents a chat can search and cite</source>
        <translation>聊天可以搜索和引用的文档文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/room.py" line="115"/>
        <source>&amp;Assistants…</source>
        <translation>助手(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/room.py" line="119"/>
        <source>Assistants: instructions, a model, tools and knowledge to start chats with</source>
        <translation>助手：用于开始聊天的指令、模型、工具和知识库</translation>
    </message>
</context>
<context>
    <name>FirstRunSheet</name>
    <message>
        <location filename="../../ui/settings/first_run.py" line="103"/>
        <source>Paste an API key to start chatting. Comet Desk talks to CometAPI or any OpenAI-compatible endpoint.</source>
        <translation>粘贴 API 密钥即可开始聊天。Comet Desk 可连接 CometAPI 或任何兼容 OpenAI 的端点。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="120"/>
        <location filename="../../ui/settings/first_run.py" line="274"/>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="137"/>
        <source>No key yet? Create one in the &lt;a href=&quot;{url}&quot;&gt;CometAPI console&lt;/a&gt;.</source>
        <translation>还没有密钥？请在 &lt;a href=&quot;{url}&quot;&gt;CometAPI 控制台&lt;/a&gt;中创建。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="175"/>
        <source>Change it for another OpenAI-compatible endpoint; more can be added later in Settings.</source>
        <translation>如需使用其他兼容 OpenAI 的端点，请修改此项；之后还可在设置中添加更多端点。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="252"/>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="274"/>
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
    <name>ImageModePresenter</name>
    <message>
        <location filename="../../ui/imagegen/presenter.py" line="29"/>
        <source>Image mode</source>
        <translation>图片模式</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/presenter.py" line="34"/>
        <source>Image options for {0}</source>
        <translation>{0} 的图片选项</translation>
    </message>
</context>
<context>
    <name>ImageOptionsBar</name>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="15"/>
        <source>Image options</source>
        <translation>图片选项</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="19"/>
        <source>Image mode</source>
        <translation>图片模式</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="22"/>
        <source>Image size</source>
        <translation>图片尺寸</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="23"/>
        <source>Image quality</source>
        <translation>图片质量</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="26"/>
        <location filename="../../ui/imagegen/options_bar.py" line="27"/>
        <source>Number of images</source>
        <translation>图片数量</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="30"/>
        <source>&amp;Size</source>
        <translation>尺寸(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="32"/>
        <source>&amp;Quality</source>
        <translation>质量(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="34"/>
        <source>Ima&amp;ges</source>
        <translation>数量(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="66"/>
        <source>Auto</source>
        <translation>自动</translation>
    </message>
</context>
<context>
    <name>ImageTurn</name>
    <message>
        <location filename="../../services/image_turn.py" line="28"/>
        <source>{0} does not edit images: the attached image was not sent.</source>
        <translation>{0} 不支持编辑图片：未发送附加的图片。</translation>
    </message>
    <message>
        <location filename="../../services/image_turn.py" line="31"/>
        <source>The attached image was sent to be edited.</source>
        <translation>已发送附加的图片以供编辑。</translation>
    </message>
    <message>
        <location filename="../../services/image_turn.py" line="32"/>
        <source>Describe the image to make: the prompt is empty.</source>
        <translation>请描述要生成的图片：提示词为空。</translation>
    </message>
</context>
<context>
    <name>ImageViewer</name>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="37"/>
        <source>&amp;Fit to window</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="44"/>
        <source>This image could not be shown.</source>
        <translation>无法显示此图片。</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="46"/>
        <source>{0}×{1} pixels</source>
        <translation>{0}×{1} 像素</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="55"/>
        <source>&amp;Save as…</source>
        <translation>另存为(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="57"/>
        <source>Save the image as a file</source>
        <translation>将图片保存为文件</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="72"/>
        <source>Save image</source>
        <translation>保存图片</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="72"/>
        <source>Images (*.{0})</source>
        <translation>图片 (*.{0})</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="80"/>
        <source>Could not save the image: {0}</source>
        <translation>无法保存图片：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="82"/>
        <source>Saved.</source>
        <translation>已保存。</translation>
    </message>
</context>
<context>
    <name>ItemManager</name>
    <message>
        <location filename="../../ui/common/item_manager.py" line="62"/>
        <source>&amp;New…</source>
        <translation>新建(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../ui/common/item_manager.py" line="63"/>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../ui/common/item_manager.py" line="64"/>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/common/item_manager.py" line="65"/>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/common/item_manager.py" line="67"/>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
</context>
<context>
    <name>KnowledgePresenter</name>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="151"/>
        <source>{0} · {1} documents, {2} passages, {3} embedded · {4}</source>
        <translation>{0} · {1} 个文档，{2} 个段落，已嵌入 {3} 个 · {4}</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="156"/>
        <source>no folders</source>
        <translation>没有文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="296"/>
        <source>&amp;Resume</source>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="297"/>
        <source>Resume indexing</source>
        <translation>继续索引</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="176"/>
        <source>Everything read is embedded.</source>
        <translation>已读取的内容均已嵌入。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="179"/>
        <source>price unknown</source>
        <translation>价格未知</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="181"/>
        <source>under $0.0001</source>
        <translation>不到 $0.0001</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="185"/>
        <source>To embed: 1 passage, about {0} tokens ({1}).</source>
        <translation>待嵌入：1 个段落，约 {0} 个 token（{1}）。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="188"/>
        <source>To embed: {0} passages, about {1} tokens ({2}).</source>
        <translation>待嵌入：{0} 个段落，约 {1} 个 token（{2}）。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="363"/>
        <source>A folder for the knowledge base</source>
        <translation>知识库的文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="204"/>
        <source>Give the knowledge base a name.</source>
        <translation>请为知识库命名。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="206"/>
        <source>Add at least one folder or file.</source>
        <translation>请至少添加一个文件夹或文件。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="208"/>
        <source>A knowledge base named {0} exists already.</source>
        <translation>名为 {0} 的知识库已存在。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="304"/>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="305"/>
        <source>Pause indexing</source>
        <translation>暂停索引</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="256"/>
        <source>Reading the files…</source>
        <translation>正在读取文件…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="256"/>
        <source>Updating…</source>
        <translation>正在更新…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="273"/>
        <source>Reading files: {0} of {1}</source>
        <translation>正在读取文件：{0}/{1}</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="275"/>
        <source>Embedding passages: {0} of {1}</source>
        <translation>正在嵌入段落：{0}/{1}</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="293"/>
        <source>Paused; Resume goes on from where it stopped.</source>
        <translation>已暂停；点“继续”会从中断处接着进行。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="295"/>
        <source>1 file read</source>
        <translation>已读取 1 个文件</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="297"/>
        <source>{0} files read</source>
        <translation>已读取 {0} 个文件</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="300"/>
        <source>1 passage embedded</source>
        <translation>已嵌入 1 个段落</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="302"/>
        <source>{0} passages embedded</source>
        <translation>已嵌入 {0} 个段落</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="305"/>
        <source>{0}, {1}, {2} removed.</source>
        <translation>{0}，{1}，已移除 {2} 个。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="306"/>
        <source>{0}, {1}.</source>
        <translation>{0}，{1}。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="328"/>
        <source>Remove {0}? Its documents on disk stay.</source>
        <translation>移除 {0}？磁盘上的文档会保留。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="348"/>
        <source>Removed {0}; its documents are untouched.</source>
        <translation>已移除 {0}；其文档未被改动。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="360"/>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="371"/>
        <source>Keyword hits only: {0}</source>
        <translation>仅关键词匹配：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="383"/>
        <source>No passages found.</source>
        <translation>未找到段落。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="385"/>
        <source>1 passage found.</source>
        <translation>找到 1 个段落。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="387"/>
        <source>{0} passages found.</source>
        <translation>找到 {0} 个段落。</translation>
    </message>
</context>
<context>
    <name>KnowledgeSection</name>
    <message>
        <location filename="../../ui/inspector/knowledge_section.py" line="22"/>
        <source>Knowledge bases</source>
        <translation>知识库</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/knowledge_section.py" line="26"/>
        <source>No knowledge bases yet.</source>
        <translation>还没有知识库。</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/knowledge_section.py" line="32"/>
        <source>Manage knowledge bases…</source>
        <translation>管理知识库…</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/knowledge_section.py" line="33"/>
        <source>Manage knowledge bases</source>
        <translation>管理知识库</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/knowledge_section.py" line="44"/>
        <source>Search {0} before each reply</source>
        <translation>每次回复前搜索 {0}</translation>
    </message>
</context>
<context>
    <name>KnowledgeWindow</name>
    <message>
        <location filename="../../ui/knowledge/window.py" line="77"/>
        <location filename="../../ui/knowledge/window.py" line="84"/>
        <source>Knowledge bases</source>
        <translation>知识库</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="86"/>
        <source>No knowledge bases yet: New… makes one.</source>
        <translation>还没有知识库：点“新建…”创建一个。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="88"/>
        <source>&amp;New…</source>
        <translation>新建(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="88"/>
        <source>New knowledge base</source>
        <translation>新建知识库</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="91"/>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="91"/>
        <source>Remove the knowledge base</source>
        <translation>移除知识库</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="106"/>
        <source>Name of the new knowledge base</source>
        <translation>新知识库的名称</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="109"/>
        <source>Folders and files, one a line</source>
        <translation>文件夹和文件，每行一个</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="110"/>
        <source>One folder or file a line</source>
        <translation>每行一个文件夹或文件</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="114"/>
        <source>Add &amp;folder…</source>
        <translation>添加文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="114"/>
        <source>Add a folder</source>
        <translation>添加文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="119"/>
        <location filename="../../ui/knowledge/window.py" line="141"/>
        <source>Embedding model</source>
        <translation>嵌入模型</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="121"/>
        <source>&amp;Create</source>
        <translation>创建(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="121"/>
        <source>Create the knowledge base</source>
        <translation>创建知识库</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="124"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="126"/>
        <source>Cancel the new knowledge base</source>
        <translation>取消新建知识库</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="139"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="140"/>
        <source>Folders and files</source>
        <translation>文件夹和文件</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="157"/>
        <source>Indexing progress</source>
        <translation>索引进度</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="161"/>
        <source>&amp;Index</source>
        <translation>建立索引(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="161"/>
        <source>Index the knowledge base</source>
        <translation>为知识库建立索引</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="164"/>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="164"/>
        <source>Pause indexing</source>
        <translation>暂停索引</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="168"/>
        <source>Re-index</source>
        <translation>重新索引</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="170"/>
        <source>Embed every passage again</source>
        <translation>重新嵌入所有段落</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="183"/>
        <source>Remove it</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="186"/>
        <source>Keep it</source>
        <translation>保留</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="195"/>
        <location filename="../../ui/knowledge/window.py" line="198"/>
        <source>Files that could not be read</source>
        <translation>无法读取的文件</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="203"/>
        <source>Search the knowledge base</source>
        <translation>搜索知识库</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="204"/>
        <source>Search this base, then Enter</source>
        <translation>搜索此知识库，然后按 Enter</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="209"/>
        <source>Passages found; Enter opens one</source>
        <translation>找到的段落；按 Enter 打开</translation>
    </message>
</context>
<context>
    <name>LeaderboardDialog</name>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="79"/>
        <source>All time</source>
        <translation>全部时间</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="80"/>
        <source>Last 30 days</source>
        <translation>最近 30 天</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="81"/>
        <source>Last 7 days</source>
        <translation>最近 7 天</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="92"/>
        <source>Your leaderboard</source>
        <translation>你的排行榜</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="98"/>
        <source>Period</source>
        <translation>时间段</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="107"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="108"/>
        <source>Rating</source>
        <translation>评分</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="109"/>
        <source>95% interval</source>
        <translation>95% 区间</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="110"/>
        <source>Votes</source>
        <translation>投票数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="111"/>
        <source>Wins</source>
        <translation>胜场</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="114"/>
        <source>Leaderboard</source>
        <translation>排行榜</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="122"/>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="134"/>
        <source>Each blind vote counts once, as a choice of the best among the answers shown (Plackett–Luce). Ratings are on an Elo-like scale (1000 = the models&apos; average); the 95% interval is where the rating likely lies, given your votes. Votes and Wins count votes with a winner: ties and all bad do not move the ratings, and a model needs {0} votes with a winner before it gets an interval.</source>
        <translation>每次盲评投票只计一次，视为在所示回答中选出最佳（Plackett–Luce）。评分采用类似 Elo 的尺度（1000 = 模型平均）；95% 区间是根据你的投票评分可能所在的范围。“投票”和“胜场”只计有胜者的投票：平局和“全都不好”不影响评分，模型需要 {0} 次有胜者的投票才会显示区间。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="160"/>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="169"/>
        <source>not enough votes yet ({0} of {1})</source>
        <translation>票数尚不足（{0}/{1}）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="178"/>
        <source>{0} vote(s) with a winner; also shown in {1} tie(s) and {2} all bad</source>
        <translation>有胜者的投票 {0} 次；另出现在 {1} 次平局和 {2} 次“全都不好”中</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="181"/>
        <source>{0} vote(s)</source>
        <translation>{0} 票</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="188"/>
        <source>{0} vote(s) with a winner move the ratings; {1} tie(s) and {2} all bad do not.</source>
        <translation>有胜者的 {0} 次投票影响评分；{1} 次平局和 {2} 次“全都不好”不影响。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="192"/>
        <source>{0} vote(s) between answers of one model say nothing about the order.</source>
        <translation>同一模型回答之间的 {0} 次投票不能说明排名。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="198"/>
        <source>Export leaderboard</source>
        <translation>导出排行榜</translation>
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
        <translation>设置</translation>
    </message>
</context>
<context>
    <name>MessageActions</name>
    <message>
        <location filename="../../services/message_actions.py" line="118"/>
        <source>Previous version</source>
        <translation>上一个版本</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="125"/>
        <source>Next version</source>
        <translation>下一个版本</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="130"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="133"/>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="138"/>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="142"/>
        <source>Regenerate</source>
        <translation>重新生成</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="145"/>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="149"/>
        <source>Show token probabilities</source>
        <translation>显示 token 概率</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="155"/>
        <source>Hide token probabilities</source>
        <translation>隐藏 token 概率</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="161"/>
        <source>Read aloud</source>
        <translation>朗读</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="167"/>
        <source>Stop reading aloud</source>
        <translation>停止朗读</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="173"/>
        <source>Copy as plain text</source>
        <translation>复制为纯文本</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="180"/>
        <source>Fork from here</source>
        <translation>从此处分支</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="187"/>
        <source>Save as prompt</source>
        <translation>保存为提示词</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="194"/>
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
    <name>MessageFooter</name>
    <message>
        <location filename="../../ui/transcript/message_footer.py" line="65"/>
        <source>Copy code block {0} ({1})</source>
        <translation>复制代码块 {0}（{1}）</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_footer.py" line="73"/>
        <source>{0} for all {1} answers</source>
        <translation>{0}（全部 {1} 个回答合计）</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_footer.py" line="88"/>
        <source>This answer&apos;s own figures. The request&apos;s usage and cost, for all {0} answers, are shown with the first answer.</source>
        <translation>这是此回答自己的数据。请求的用量和费用（全部 {0} 个回答）显示在第一个回答处。</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="107"/>
        <location filename="../../ui/transcript/message_widget.py" line="553"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="108"/>
        <source>Message from {0}</source>
        <translation>来自 {0} 的消息</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="185"/>
        <source>Editing in the box below</source>
        <translation>正在下方输入框中编辑</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="186"/>
        <source>Being edited</source>
        <translation>正在编辑</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="194"/>
        <source>Assistant</source>
        <translation>助手</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="222"/>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="353"/>
        <source>This reply failed; the details come after the vote</source>
        <translation>此回复失败；详细信息将在投票后显示</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="396"/>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="396"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/audio_label.py" line="23"/>
        <source>Audio clip {0}, {1}</source>
        <translation>音频片段 {0}，{1}</translation>
    </message>
</context>
<context>
    <name>ModelPopup</name>
    <message>
        <location filename="../../ui/common/model_search.py" line="64"/>
        <source>Search models</source>
        <translation>搜索模型</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="65"/>
        <source>Search models…</source>
        <translation>搜索模型…</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="69"/>
        <source>Models</source>
        <translation>模型</translation>
    </message>
</context>
<context>
    <name>ModelSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="152"/>
        <location filename="../../ui/inspector/sections.py" line="188"/>
        <location filename="../../ui/inspector/sections.py" line="190"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="157"/>
        <source>Which endpoint this conversation talks to</source>
        <translation>此对话使用的端点</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="171"/>
        <source>Favourite model</source>
        <translation>收藏的模型</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="173"/>
        <source>Favourite models are listed first</source>
        <translation>收藏的模型排在最前</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="187"/>
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
        <location filename="../../ui/settings/preferences.py" line="95"/>
        <source>Automatic: a small, cheap model the endpoint serves</source>
        <translation>自动：该端点提供的小型低成本模型</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="121"/>
        <source>Ask again about {0}</source>
        <translation>再次询问 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="125"/>
        <source>Forget “Don&apos;t ask again” for these models</source>
        <translation>取消这些模型的“不再询问”</translation>
    </message>
</context>
<context>
    <name>OutputSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="280"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="281"/>
        <source>Show probabilities</source>
        <translation>显示概率</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="284"/>
        <source>Ask for each token&apos;s probability and its 5 likeliest alternatives; a reply&apos;s More actions then shows them</source>
        <translation>请求每个 token 的概率及其 5 个最可能的备选；之后可在回复的“更多操作”中查看</translation>
    </message>
</context>
<context>
    <name>ParamInputs</name>
    <message>
        <location filename="../../param_specs.py" line="125"/>
        <source>{0} must be a number from {1} to {2}.</source>
        <translation>{0} 必须是 {1} 到 {2} 之间的数字。</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="136"/>
        <source>{0} must be a whole number of at least {1}.</source>
        <translation>{0} 必须是不小于 {1} 的整数。</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="138"/>
        <source>{0} must be a whole number from {1} to {2}.</source>
        <translation>{0} 必须是 {1} 到 {2} 之间的整数。</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="134"/>
        <source>{0} must be a whole number.</source>
        <translation>{0} 必须是整数。</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="145"/>
        <source>{0} must be one of: {1}.</source>
        <translation>{0} 必须是以下之一：{1}。</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="151"/>
        <source>Stop sequences must be text.</source>
        <translation>停止序列必须是文本。</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="154"/>
        <source>At most {0} stop sequences; there are {1}.</source>
        <translation>最多 {0} 个停止序列；当前有 {1} 个。</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="172"/>
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
    <name>ParamSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="255"/>
        <source>JSON schema</source>
        <translation>JSON 架构</translation>
    </message>
</context>
<context>
    <name>ParamSupport</name>
    <message>
        <location filename="../../api/param_support.py" line="23"/>
        <source>{0} does not return token probabilities.</source>
        <translation>{0} 不返回 token 概率。</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="332"/>
        <source>Only o-series and GPT-5.1+ models take a reasoning effort.</source>
        <translation>只有 o 系列和 GPT-5.1+ 模型支持推理强度。</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="349"/>
        <source>Only GPT-5 models take a verbosity.</source>
        <translation>只有 GPT-5 模型支持详细程度。</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="30"/>
        <source>{0} returns one answer per request.</source>
        <translation>{0} 每次请求只返回一个回答。</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="34"/>
        <source>The Responses API does not take this parameter.</source>
        <translation>Responses API 不支持此参数。</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="37"/>
        <source>Web search runs on the Responses API: choose it under API.</source>
        <translation>网页搜索需使用 Responses API：请在“API”中选择它。</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="40"/>
        <source>The code interpreter runs on the Responses API: choose it under API.</source>
        <translation>代码解释器需使用 Responses API：请在“API”中选择它。</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="43"/>
        <source>Only the Responses API runs replies in the background.</source>
        <translation>只有 Responses API 支持在后台运行回复。</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="35"/>
        <source>{0} not sent (the Responses API does not accept it)</source>
        <translation>未发送 {0}（Responses API 不接受）</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="310"/>
        <source>n not sent (the Responses API gives one answer)</source>
        <translation>未发送 n（Responses API 只返回一个回答）</translation>
    </message>
    <message>
        <location filename="../../services/chat_session.py" line="47"/>
        <source>n not sent (a reply that uses tools gives one answer)</source>
        <translation>未发送 n（使用工具的回复只返回一个回答）</translation>
    </message>
</context>
<context>
    <name>ParameterPanel</name>
    <message>
        <location filename="../../ui/inspector/panel.py" line="120"/>
        <location filename="../../ui/inspector/panel.py" line="175"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="125"/>
        <location filename="../../ui/inspector/panel.py" line="126"/>
        <source>Presets</source>
        <translation>预设</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="127"/>
        <source>Named sets of model, parameters and system prompt</source>
        <translation>模型、参数和系统提示的命名组合</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="263"/>
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
        <location filename="../../ui/common/model_search.py" line="44"/>
        <source>${0:g} per image</source>
        <translation>每张图片 ${0:g}</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="46"/>
        <source>${0:g} per request</source>
        <translation>每次请求 ${0:g}</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="454"/>
        <source>Save current settings as preset…</source>
        <translation>将当前设置保存为预设…</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="457"/>
        <source>Default for new chats</source>
        <translation>新聊天的默认值</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="459"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="463"/>
        <source>Delete preset</source>
        <translation>删除预设</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="472"/>
        <source>Adjusted for this model:</source>
        <translation>已为此模型调整：</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="133"/>
        <location filename="../../ui/inspector/panel.py" line="290"/>
        <source>“{0}” is not served by this endpoint: a message sent with it would fail.</source>
        <translation>此端点不提供“{0}”：使用它发送的消息将会失败。</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="137"/>
        <location filename="../../ui/inspector/panel.py" line="293"/>
        <source>Use {0} instead</source>
        <translation>改用 {0}</translation>
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
        <translation>越高回复越多样，越低越集中</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="219"/>
        <source>Top P</source>
        <translation>Top P</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="222"/>
        <source>Pick only among the likeliest tokens that together make up this share</source>
        <translation>只在合计占此比例的最可能令牌中选择</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="235"/>
        <source>Presence penalty</source>
        <translation>存在惩罚</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="238"/>
        <source>Above zero, the model moves on to new topics more readily</source>
        <translation>大于零时，模型更容易转向新话题</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="250"/>
        <source>Frequency penalty</source>
        <translation>频率惩罚</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="253"/>
        <source>Above zero, the model repeats the same words less</source>
        <translation>大于零时，模型更少重复相同的词</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="265"/>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="268"/>
        <source>The same seed with the same parameters tends to give the same reply</source>
        <translation>相同种子和相同参数往往给出相同回复</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="280"/>
        <source>Stop sequences</source>
        <translation>停止序列</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="283"/>
        <source>The reply ends where the model would write one of these</source>
        <translation>模型将写出其中之一时回复结束</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="285"/>
        <source>One per line, up to 4</source>
        <translation>每行一个，最多 4 个</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="293"/>
        <source>Max tokens</source>
        <translation>最大 token</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="296"/>
        <source>The longest the reply may be, in tokens</source>
        <translation>回复的最大长度（令牌）</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="306"/>
        <source>Answers (n)</source>
        <translation>回答数 (n)</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="314"/>
        <source>How many answers one request asks for</source>
        <translation>一次请求要求的回答数</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="324"/>
        <source>Reasoning effort</source>
        <translation>推理强度</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="327"/>
        <source>How long a reasoning model thinks before it answers</source>
        <translation>推理模型在回答前思考多久</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="341"/>
        <source>Verbosity</source>
        <translation>详细程度</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="344"/>
        <source>How long and detailed the answer is</source>
        <translation>回答的长度和详细程度</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="356"/>
        <source>Response format</source>
        <translation>响应格式</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="359"/>
        <source>Plain text, any JSON object, or JSON that fits a schema</source>
        <translation>纯文本、任意 JSON 对象，或符合架构的 JSON</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="362"/>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="363"/>
        <source>JSON object</source>
        <translation>JSON 对象</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="364"/>
        <source>JSON schema</source>
        <translation>JSON 架构</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="372"/>
        <source>Service tier</source>
        <translation>服务层级</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="375"/>
        <source>Flex costs less and may take longer; priority answers sooner for more</source>
        <translation>Flex 更便宜但可能更慢；Priority 更快但更贵</translation>
    </message>
</context>
<context>
    <name>PassageView</name>
    <message>
        <location filename="../../ui/knowledge/passage_view.py" line="41"/>
        <source>Sheet {0} of {1}</source>
        <translation>第 {0} 张工作表，共 {1} 张</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/passage_view.py" line="43"/>
        <source>Slide {0} of {1}</source>
        <translation>第 {0} 张幻灯片，共 {1} 张</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/passage_view.py" line="44"/>
        <source>Page {0} of {1}</source>
        <translation>第 {0} 页，共 {1} 页</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/passage_view.py" line="55"/>
        <source>{0} could not be read again ({1}); this is the passage as it was sent.</source>
        <translation>无法再次读取 {0}（{1}）；这是发送时的段落。</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/passage_view.py" line="65"/>
        <source>The passage in its document</source>
        <translation>文档中的段落</translation>
    </message>
</context>
<context>
    <name>Passphrase</name>
    <message>
        <location filename="../../sync/passphrase.py" line="63"/>
        <source>This passphrase is strong.</source>
        <translation>此密码短语足够强。</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="64"/>
        <source>This passphrase is too easy to guess: {0}.</source>
        <translation>此密码短语太容易被猜到：{0}。</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="77"/>
        <location filename="../../sync/passphrase.py" line="80"/>
        <source>it is one of the most common passwords</source>
        <translation>它是最常见的密码之一</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="83"/>
        <source>it is a common password</source>
        <translation>它是常见密码</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="84"/>
        <source>it is close to a common password</source>
        <translation>它与常见密码相似</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="87"/>
        <source>it is a single word</source>
        <translation>它只是一个单词</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="88"/>
        <source>it is a name by itself</source>
        <translation>它只是一个名字</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="91"/>
        <source>it is built on a common name</source>
        <translation>它基于一个常见的名字</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="94"/>
        <source>it is a row of keys on the keyboard</source>
        <translation>它是键盘上的一排按键</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="97"/>
        <source>it is a short keyboard pattern</source>
        <translation>它是一个简短的键盘图案</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="100"/>
        <source>it repeats one character</source>
        <translation>它重复同一个字符</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="103"/>
        <source>it repeats the same few characters</source>
        <translation>它重复同样的几个字符</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="106"/>
        <source>it is a sequence such as abc or 6543</source>
        <translation>它是 abc 或 6543 这样的序列</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="109"/>
        <source>it leans on a recent year</source>
        <translation>它依赖一个最近的年份</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="110"/>
        <source>it leans on a date</source>
        <translation>它依赖一个日期</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="112"/>
        <source>it contains the storage&apos;s name or your user name</source>
        <translation>它包含存储的名称或你的用户名</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="113"/>
        <source>it contains this app&apos;s name</source>
        <translation>它包含此应用的名称</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="114"/>
        <source>someone with a copy of the storage could find it by trying common words</source>
        <translation>持有存储副本的人只需尝试常见单词就能找到它</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="117"/>
        <source>it is empty</source>
        <translation>它是空的</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="118"/>
        <source>Add another word or two; a few uncommon words are easy to remember and hard to guess.</source>
        <translation>再加一两个单词；几个不常见的单词既好记又难猜。</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="126"/>
        <source>Swapping letters for look-alike symbols (@ for a) hardly helps: add another word or two instead.</source>
        <translation>把字母换成形似的符号（用 @ 代替 a）几乎没有帮助：请改为再加一两个单词。</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="134"/>
        <location filename="../../sync/passphrase.py" line="140"/>
        <source>Capital letters hardly help: add another word or two instead.</source>
        <translation>大写字母几乎没有帮助：请改为再加一两个单词。</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="146"/>
        <source>Spelling words backwards hardly helps: add another word or two instead.</source>
        <translation>把单词倒着拼几乎没有帮助：请改为再加一两个单词。</translation>
    </message>
</context>
<context>
    <name>PriceDialog</name>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="47"/>
        <source>An expensive model</source>
        <translation>昂贵的模型</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="51"/>
        <source>{0} costs {1} per million output tokens and {2} per million input tokens: a reply of 1,000 tokens costs about {3}.</source>
        <translation>{0} 每百万输出令牌 {1}，每百万输入令牌 {2}：一条 1,000 令牌的回复约花费 {3}。</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="61"/>
        <source>{0} costs {1} per million output tokens: a reply of 1,000 tokens costs about {2}.</source>
        <translation>{0} 每百万输出令牌 {1}：一条 1,000 令牌的回复约花费 {2}。</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="64"/>
        <source>The models you usually use are free.</source>
        <translation>你常用的模型是免费的。</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="67"/>
        <source>That is about {0} times the models you usually use ({1} per million output tokens).</source>
        <translation>约为你常用模型（每百万输出令牌 {1}）的 {0} 倍。</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="72"/>
        <source>That is about {0} times a typical model ({1} per million output tokens).</source>
        <translation>约为一般模型（每百万输出令牌 {1}）的 {0} 倍。</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="74"/>
        <source>Send to {0}?</source>
        <translation>发送到 {0}？</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="77"/>
        <source>Don&apos;t ask again for this model</source>
        <translation>此模型不再询问</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="80"/>
        <source>Send to {0} from now on without asking (Settings → Models)</source>
        <translation>今后直接发送到 {0}，不再询问（设置 → 模型）</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="84"/>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="87"/>
        <source>Send to {0}</source>
        <translation>发送到 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="90"/>
        <source>Cancel: nothing is sent</source>
        <translation>取消：不会发送任何内容</translation>
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
        <location filename="../../ui/prompts/manager.py" line="20"/>
        <source>Prompts</source>
        <translation>提示词</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="22"/>
        <source>Type / at the start of the message box to use one. {{name}} in a prompt is asked for when it is used.</source>
        <translation>在输入框开头输入 / 即可使用提示词。提示词中的 {{name}} 会在使用时请你填写。</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="25"/>
        <source>Saved prompts</source>
        <translation>已保存的提示词</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="26"/>
        <source>Add the prompts of an exported JSON file</source>
        <translation>添加导出的 JSON 文件中的提示词</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="27"/>
        <source>Save all prompts to a JSON file</source>
        <translation>将所有提示词保存到 JSON 文件</translation>
    </message>
</context>
<context>
    <name>PromptPicker</name>
    <message>
        <location filename="../../ui/prompts/picker.py" line="73"/>
        <source>Prompt library</source>
        <translation>提示词库</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="77"/>
        <location filename="../../ui/prompts/picker.py" line="81"/>
        <source>Prompts</source>
        <translation>提示词</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="83"/>
        <source>Type after the slash to search; Up and Down move, Enter uses the prompt</source>
        <translation>在斜杠后输入以搜索；上下方向键移动，Enter 使用该提示词</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="85"/>
        <source>No prompt matches. Tools ▸ Prompts… adds one.</source>
        <translation>没有匹配的提示词。可在“工具 ▸ 提示词…”中添加。</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="88"/>
        <source>↑↓ move · Enter uses · Esc closes</source>
        <translation>↑↓ 移动 · Enter 使用 · Esc 关闭</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="170"/>
        <source>No prompt matches</source>
        <translation>没有匹配的提示词</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="170"/>
        <source>{0}, {1} of {2}</source>
        <translation>{0}，第 {1} 个，共 {2} 个</translation>
    </message>
</context>
<context>
    <name>PromptSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="384"/>
        <location filename="../../ui/inspector/sections.py" line="387"/>
        <source>System prompt</source>
        <translation>系统提示</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="388"/>
        <source>Optional instructions for the model</source>
        <translation>给模型的可选指令</translation>
    </message>
</context>
<context>
    <name>PromptSetGridModel</name>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="144"/>
        <location filename="../../ui/promptsets/grid_model.py" line="160"/>
        <source>Tie</source>
        <translation>平局</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="146"/>
        <location filename="../../ui/promptsets/grid_model.py" line="160"/>
        <source>All bad</source>
        <translation>都不好</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="180"/>
        <source>Prompt {0}: {1}</source>
        <translation>提示词 {0}：{1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="198"/>
        <source>{0}, prompt {1}: {2}</source>
        <translation>{0}，提示词 {1}：{2}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="212"/>
        <source>Best for prompt {0}: {1}</source>
        <translation>提示词 {0} 的最佳：{1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="213"/>
        <source>Best for prompt {0}: not voted; press 1 to {1}</source>
        <translation>提示词 {0} 的最佳：尚未投票；按 1 到 {1} 投票</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="221"/>
        <source>Waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="223"/>
        <source>Answering…</source>
        <translation>正在回答…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="226"/>
        <source>Error: {0}</source>
        <translation>错误：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="231"/>
        <source>{0} tokens</source>
        <translation>{0} 个 token</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="237"/>
        <source>{0} s</source>
        <translation>{0} 秒</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="238"/>
        <source>Answered</source>
        <translation>已回答</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="240"/>
        <source>★ Best · {0}</source>
        <translation>★ 最佳 · {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="272"/>
        <source>Prompt</source>
        <translation>提示词</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="274"/>
        <source>Best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="277"/>
        <source>Blind: the model is told once a row is voted</source>
        <translation>盲测：为该行投票后才会显示模型</translation>
    </message>
</context>
<context>
    <name>PromptSetTable</name>
    <message>
        <location filename="../../ui/promptsets/table.py" line="167"/>
        <source>Corner</source>
        <translation>左上角</translation>
    </message>
</context>
<context>
    <name>PromptSetTotalsModel</name>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="313"/>
        <source>Totals ({0} of {1} answered)</source>
        <translation>合计（已回答 {0}/{1}）</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="320"/>
        <source>{0} voted</source>
        <translation>已投 {0} 票</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="332"/>
        <source>{0} tokens in, {1} out · {2} answered, {3} failed</source>
        <translation>输入 {0} 个 token，输出 {1} 个 · 已回答 {2} 个，失败 {3} 个</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="339"/>
        <source>Totals of {0}: {1}</source>
        <translation>{0} 的合计：{1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="352"/>
        <source>{0} tokens</source>
        <translation>{0} 个 token</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="355"/>
        <source>{0} s</source>
        <translation>{0} 秒</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="357"/>
        <source>{0} failed</source>
        <translation>{0} 个失败</translation>
    </message>
</context>
<context>
    <name>PromptSets</name>
    <message>
        <location filename="../../services/prompt_sets_store.py" line="259"/>
        <source>{0} cannot be read ({1}).</source>
        <translation>无法读取 {0}（{1}）。</translation>
    </message>
    <message>
        <location filename="../../services/prompt_sets_store.py" line="260"/>
        <source>{0} cannot be written ({1}).</source>
        <translation>无法写入 {0}（{1}）。</translation>
    </message>
</context>
<context>
    <name>PromptSetsPresenter</name>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="172"/>
        <source>Column {0}: {1}</source>
        <translation>第 {0} 列：{1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="195"/>
        <source>1 prompt</source>
        <translation>1 个提示词</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="195"/>
        <source>{0} prompts</source>
        <translation>{0} 个提示词</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="197"/>
        <source>{0} from {1}</source>
        <translation>{0}，来自 {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="212"/>
        <source>Type some prompts and add the models to ask.</source>
        <translation>请输入一些提示词，并添加要提问的模型。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="223"/>
        <source>{0} requests ({1} prompts × {2} columns)</source>
        <translation>{0} 个请求（{1} 个提示词 × {2} 列）</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="226"/>
        <source>about {0} input tokens</source>
        <translation>约 {0} 个输入令牌</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="229"/>
        <source>about {0} before the replies</source>
        <translation>不含回复约 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="231"/>
        <source>the price of {0} is not known</source>
        <translation>{0} 的价格未知</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="248"/>
        <source>Type the prompts first, one per line, or load a file.</source>
        <translation>请先输入提示词（每行一个），或加载文件。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="251"/>
        <source>Add a model to ask first.</source>
        <translation>请先添加要提问的模型。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="278"/>
        <source>Stopping: finishing the answers under way…</source>
        <translation>正在停止：正在完成进行中的回答…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="281"/>
        <source>There is no API key: add one in Settings, then press Resume.</source>
        <translation>没有 API 密钥：请在设置中添加，然后点击“继续”。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="331"/>
        <source>Prompt set answered: {0} answers.</source>
        <translation>提示词集已回答完毕：共 {0} 个回答。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="333"/>
        <source>Failed: {0}.</source>
        <translation>失败：{0}。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="373"/>
        <source>{0} of {1} answered</source>
        <translation>已回答 {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="375"/>
        <source>{0} failed</source>
        <translation>{0} 个失败</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="378"/>
        <source>Resume sends only the {0} without an answer</source>
        <translation>“继续”只会发送尚无回答的 {0} 个</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="394"/>
        <source>{0} — prompt {1}</source>
        <translation>{0} — 提示词 {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="416"/>
        <source>This row&apos;s vote is stored already.</source>
        <translation>此行已经投过票了。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="419"/>
        <source>Vote once every column of the row has answered.</source>
        <translation>请等该行的所有列都回答后再投票。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="440"/>
        <source>Vote stored: {0}.</source>
        <translation>已记录投票：{0}。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="465"/>
        <source>Exported to {0}.</source>
        <translation>已导出到 {0}。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="474"/>
        <source>The grid is copied as a Markdown table.</source>
        <translation>已将网格复制为 Markdown 表格。</translation>
    </message>
</context>
<context>
    <name>PromptSetsWindow</name>
    <message>
        <location filename="../../ui/promptsets/view.py" line="63"/>
        <location filename="../../ui/promptsets/view.py" line="64"/>
        <source>Prompt sets</source>
        <translation>提示词集</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="73"/>
        <source>One prompt per line, e.g.
Explain a hash map in two sentences.
What is 17 × 23?</source>
        <translation>每行一个提示词，例如：
用两句话解释哈希表。
17 × 23 等于多少？</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="77"/>
        <source>&amp;Load file…</source>
        <translation>加载文件(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="79"/>
        <source>A CSV with a prompt column, or JSON Lines with a prompt field</source>
        <translation>含 prompt 列的 CSV，或含 prompt 字段的 JSON Lines</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="97"/>
        <source>How many requests are sent at a time</source>
        <translation>同时发送的请求数</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="98"/>
        <source>&amp;Blind</source>
        <translation>盲测(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="101"/>
        <source>Blind: hide the column models until a row is voted</source>
        <translation>盲测：为某行投票前隐藏各列的模型</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="103"/>
        <source>Columns are named A, B, C… until you vote a row</source>
        <translation>在你为某行投票前，各列以 A、B、C… 命名</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="105"/>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="106"/>
        <source>Send every prompt to every column, as a new set</source>
        <translation>将每个提示词发送到每一列，作为新的提示词集</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="114"/>
        <source>Answers received</source>
        <translation>已收到的回答</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="115"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="117"/>
        <source>Send no more; the answers under way finish and are kept</source>
        <translation>不再发送；进行中的回答会完成并保留</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="119"/>
        <source>Res&amp;ume</source>
        <translation>继续(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="120"/>
        <source>Send only the cells that have no answer yet</source>
        <translation>只发送尚无回答的单元格</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="126"/>
        <source>Answers: a row per prompt, a column per model</source>
        <translation>回答：每个提示词一行，每个模型一列</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="129"/>
        <source>Enter or a double click opens an answer; the keys 1 to 9 vote the row&apos;s best column.</source>
        <translation>按 Enter 或双击可打开回答；按数字键 1 到 9 为该行的最佳列投票。</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="136"/>
        <source>Totals per column</source>
        <translation>各列合计</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="140"/>
        <source>Enter opens an answer · 1–9 votes the row&apos;s best column · F2 lists the choices</source>
        <translation>Enter 打开回答 · 1–9 为该行最佳列投票 · F2 列出选项</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="146"/>
        <source>Copy as &amp;Markdown</source>
        <translation>复制为 Markdown(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="147"/>
        <source>Copy the grid as a Markdown table</source>
        <translation>将网格复制为 Markdown 表格</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="148"/>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="149"/>
        <source>Save as JSON Lines (the batch records) or CSV</source>
        <translation>另存为 JSON Lines（批处理记录）或 CSV</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="172"/>
        <source>&amp;Prompts, one per line:</source>
        <translation>提示词，每行一个(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="173"/>
        <source>Columns:</source>
        <translation>列：</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="189"/>
        <source>Re&amp;quests at a time:</source>
        <translation>同时请求数(&amp;Q)：</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="212"/>
        <source>Load prompts</source>
        <translation>加载提示词</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="214"/>
        <source>Prompts (*.csv *.jsonl);;All files (*)</source>
        <translation>提示词 (*.csv *.jsonl);;所有文件 (*)</translation>
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
        <translation>导出提示词集</translation>
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
    <name>QuestionBubble</name>
    <message>
        <location filename="../../ui/transcript/question_bubble.py" line="61"/>
        <source>{0} pages</source>
        <translation>{0} 页</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/question_bubble.py" line="62"/>
        <source>as page images</source>
        <translation>以页面图片发送</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/question_bubble.py" line="62"/>
        <source>as the file</source>
        <translation>以文件发送</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/question_bubble.py" line="69"/>
        <source>Document {0}: show its text</source>
        <translation>文档 {0}：显示其文本</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/question_bubble.py" line="70"/>
        <source>Show the text that was sent</source>
        <translation>显示已发送的文本</translation>
    </message>
</context>
<context>
    <name>QuickPresenter</name>
    <message>
        <location filename="../../ui/quick/presenter.py" line="171"/>
        <source>No model chosen</source>
        <translation>未选择模型</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="205"/>
        <source>The clipboard no longer holds an image.</source>
        <translation>剪贴板中已没有图片。</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="207"/>
        <source>copied image</source>
        <translation>复制的图片</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="262"/>
        <source>The image is still being prepared; ask in a moment.</source>
        <translation>图片仍在准备中；请稍后再提问。</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="266"/>
        <source>Choose a model in Comet Desk first.</source>
        <translation>请先在 Comet Desk 中选择模型。</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="269"/>
        <source>Add your API key in Comet Desk&apos;s settings first.</source>
        <translation>请先在 Comet Desk 的设置中添加 API 密钥。</translation>
    </message>
</context>
<context>
    <name>QuickWindow</name>
    <message>
        <location filename="../../ui/quick/window.py" line="73"/>
        <location filename="../../ui/quick/window.py" line="74"/>
        <source>Quick ask</source>
        <translation>快速提问</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="88"/>
        <source>Ask anything…</source>
        <translation>尽管提问…</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="89"/>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="94"/>
        <source>Capture a region of the screen</source>
        <translation>截取屏幕区域</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="102"/>
        <source>Dictate: speak, then stop to have it written here (Ctrl+Shift+V)</source>
        <translation>听写：说话，停止后文字会写到这里 (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="107"/>
        <source>Dictate</source>
        <translation>听写</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="116"/>
        <source>Ask (Enter)</source>
        <translation>提问 (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="118"/>
        <source>Ask</source>
        <translation>提问</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="123"/>
        <source>Stop the answer</source>
        <translation>停止回答</translation>
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
        <translation>附加复制的图片</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="159"/>
        <source>Esc hides this window</source>
        <translation>按 Esc 隐藏此窗口</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="161"/>
        <source>New question</source>
        <translation>新问题</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="165"/>
        <source>Open in Comet Desk</source>
        <translation>在 Comet Desk 中打开</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="206"/>
        <source>The model chosen in Comet Desk</source>
        <translation>在 Comet Desk 中选择的模型</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <location filename="../../ui/voice/read_aloud.py" line="68"/>
        <source>Reading the reply aloud… (Esc stops)</source>
        <translation>正在朗读回复…（按 Esc 停止）</translation>
    </message>
    <message>
        <location filename="../../ui/voice/read_aloud.py" line="73"/>
        <source>Not read aloud: {0}</source>
        <translation>未能朗读：{0}</translation>
    </message>
</context>
<context>
    <name>RecordingBar</name>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="28"/>
        <source>Microphone level</source>
        <translation>麦克风音量</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="35"/>
        <source>Recorded time</source>
        <translation>录音时长</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="36"/>
        <location filename="../../ui/voice/recording_bar.py" line="64"/>
        <source>Stop and transcribe</source>
        <translation>停止并转写</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="38"/>
        <location filename="../../ui/voice/recording_bar.py" line="65"/>
        <source>Stop dictating and transcribe</source>
        <translation>停止听写并转写</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="39"/>
        <source>Stop and write what was said (Ctrl+Shift+V)</source>
        <translation>停止并写下所说的内容 (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="40"/>
        <location filename="../../ui/voice/recording_bar.py" line="66"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="42"/>
        <location filename="../../ui/voice/recording_bar.py" line="67"/>
        <source>Cancel dictation</source>
        <translation>取消听写</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="43"/>
        <source>Throw the recording away (Esc)</source>
        <translation>丢弃录音 (Esc)</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="58"/>
        <source>Opening the microphone…</source>
        <translation>正在打开麦克风…</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="62"/>
        <source>● Recording</source>
        <translation>● 正在录音</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="71"/>
        <source>Transcribing…</source>
        <translation>正在转写…</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="77"/>
        <source>Not transcribed.</source>
        <translation>未能转写。</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="80"/>
        <source>Try again</source>
        <translation>重试</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="81"/>
        <source>Transcribe the recording again</source>
        <translation>重新转写录音</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="84"/>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="85"/>
        <source>Discard the recording</source>
        <translation>丢弃录音</translation>
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
    <name>RemoteMcp</name>
    <message>
        <location filename="../../services/remote_mcp.py" line="35"/>
        <source>A tool of the remote server {0}: the API calls it for the model.</source>
        <translation>远程服务器 {0} 的工具：由 API 代模型调用。</translation>
    </message>
</context>
<context>
    <name>ReplyRound</name>
    <message>
        <location filename="../../ui/compare/reply_round.py" line="59"/>
        <location filename="../../ui/compare/reply_round.py" line="85"/>
        <source>Waiting for the first token…</source>
        <translation>正在等待首个 token…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/reply_round.py" line="94"/>
        <source>Answering…</source>
        <translation>正在回答…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/reply_round.py" line="131"/>
        <source>This reply failed; the details come after the vote.</source>
        <translation>此回复失败；详细信息将在投票后显示。</translation>
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
    <name>ResponsesJobs</name>
    <message>
        <location filename="../../api/responses_polling.py" line="68"/>
        <source>The server may have started this reply but never confirmed it, so its state is unknown; Retry asks again, which may run and bill it a second time.</source>
        <translation>服务器可能已开始此回复但从未确认，因此其状态未知；“重试”会再次请求，可能再运行并计费一次。</translation>
    </message>
    <message>
        <location filename="../../api/responses_polling.py" line="87"/>
        <source>The server no longer has this reply (it expired or was deleted there), so its answer cannot be fetched.</source>
        <translation>服务器上已没有此回复（已过期或被删除），无法获取其回答。</translation>
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
        <location filename="../../ui/inspector/sections.py" line="272"/>
        <source>Sampling</source>
        <translation>采样</translation>
    </message>
</context>
<context>
    <name>SavedSetups</name>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="89"/>
        <source>Save setup</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="90"/>
        <source>Name of this setup (its columns&apos; models and parameters):</source>
        <translation>此方案的名称（各列的模型和参数）：</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="97"/>
        <source>Rename setup</source>
        <translation>重命名方案</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="98"/>
        <source>New name for “{0}”:</source>
        <translation>“{0}”的新名称：</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="106"/>
        <source>Saved the setup “{0}”.</source>
        <translation>已保存方案“{0}”。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="111"/>
        <source>Renamed the setup to “{0}”.</source>
        <translation>已将方案重命名为“{0}”。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="116"/>
        <source>Deleted the setup “{0}”.</source>
        <translation>已删除方案“{0}”。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="124"/>
        <source>Stop the replies before choosing a setup.</source>
        <translation>请先停止回复，再选择方案。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="129"/>
        <source>Columns from the setup “{0}”.</source>
        <translation>已载入方案“{0}”的列。</translation>
    </message>
</context>
<context>
    <name>Section</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="113"/>
        <location filename="../../ui/inspector/sections.py" line="124"/>
        <location filename="../../ui/inspector/sections.py" line="227"/>
        <source>Default</source>
        <translation>默认</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ui/settings/first_run.py" line="80"/>
        <source>Welcome to Comet Desk</source>
        <translation>欢迎使用 Comet Desk</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="100"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="106"/>
        <source>Settings sections</source>
        <translation>设置分区</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="122"/>
        <source>Account</source>
        <translation>账户</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="123"/>
        <source>Endpoints</source>
        <translation>端点</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="124"/>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="125"/>
        <source>Models</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="126"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="296"/>
        <location filename="../../ui/settings/dialog.py" line="127"/>
        <source>Voice</source>
        <translation>语音</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="140"/>
        <source>Save settings</source>
        <translation>保存设置</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="41"/>
        <source>Comet Desk talks to CometAPI or any OpenAI-compatible endpoint. Paste your API key below; you can create one in the &lt;a href=&quot;{url}&quot;&gt;CometAPI console&lt;/a&gt;.</source>
        <translation>Comet Desk 可连接 CometAPI 或任何兼容 OpenAI 的端点。请在下方粘贴 API 密钥；可以在 &lt;a href=&quot;{url}&quot;&gt;CometAPI 控制台&lt;/a&gt;中创建。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="49"/>
        <location filename="../../ui/settings/first_run.py" line="162"/>
        <source>API base URL</source>
        <translation>API 基础 URL</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="53"/>
        <location filename="../../ui/settings/first_run.py" line="170"/>
        <source>Set by COMETDESK_BASE_URL for this run; not saved.</source>
        <translation>本次运行由 COMETDESK_BASE_URL 设置；不会保存。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="57"/>
        <location filename="../../ui/settings/account.py" line="90"/>
        <location filename="../../ui/settings/endpoints.py" line="111"/>
        <location filename="../../ui/settings/first_run.py" line="112"/>
        <location filename="../../ui/settings/first_run.py" line="116"/>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="60"/>
        <source>Stored in {where}; type to replace</source>
        <translation>已保存在 {where}；输入以替换</translation>
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
        <translation>删除已保存的密钥</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="76"/>
        <location filename="../../ui/settings/endpoints.py" line="110"/>
        <source>Base URL</source>
        <translation>基础 URL</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="48"/>
        <source>Other OpenAI-compatible endpoints: a local server, another gateway. Each has its own key in the system keyring and can be chosen per conversation.</source>
        <translation>其他兼容 OpenAI 的端点：本地服务器、其他网关。每个端点在系统密钥环中有自己的密钥，可按对话选择。</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="99"/>
        <source>Endpoint profiles</source>
        <translation>端点配置</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="74"/>
        <location filename="../../ui/settings/endpoints.py" line="76"/>
        <source>Add endpoint</source>
        <translation>添加端点</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="77"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="79"/>
        <source>Remove endpoint</source>
        <translation>移除端点</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="82"/>
        <source>Endpoint name</source>
        <translation>端点名称</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="85"/>
        <source>Endpoint base URL</source>
        <translation>端点基础 URL</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="89"/>
        <source>Endpoint API key</source>
        <translation>端点 API 密钥</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="109"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="109"/>
        <source>Send with</source>
        <translation>发送方式</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="111"/>
        <source>Enter (Shift+Enter: new line)</source>
        <translation>Enter（Shift+Enter：换行）</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="113"/>
        <source>Ctrl+Enter (Enter: new line)</source>
        <translation>Ctrl+Enter（Enter：换行）</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="121"/>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="123"/>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="124"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="125"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="132"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="169"/>
        <source>Use desktop-wide shortcuts</source>
        <translation>使用全桌面快捷键</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="170"/>
        <source>The desktop asks you to confirm the keys, and lets you change them in its own settings.</source>
        <translation>桌面会请你确认按键，并可在其自身设置中更改。</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="193"/>
        <source>Give new chats a short title (asks a small, cheap model after the first reply)</source>
        <translation>为新聊天生成简短标题（在首次回复后请求一个小型低成本模型）</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="282"/>
        <source>Transcription model</source>
        <translation>转写模型</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="289"/>
        <source>Speech model</source>
        <translation>语音合成模型</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="55"/>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="134"/>
        <source>A new language applies after a restart.</source>
        <translation>新语言将在重启后生效。</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="140"/>
        <source>Text size</source>
        <translation>文字大小</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="143"/>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="142"/>
        <source> pt</source>
        <translation> 磅</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="149"/>
        <source>Show token counts under replies</source>
        <translation>在回复下方显示 token 数</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="157"/>
        <source>Send an anonymous safety identifier</source>
        <translation>发送匿名安全标识符</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="158"/>
        <source>A hash of a random id of this data folder (never your name or key), so the provider can tell abuse from one person apart from everyone else&apos;s.</source>
        <translation>此数据文件夹随机 ID 的哈希值（绝不包含你的名字或密钥），让服务商能把某一个人的滥用行为与其他所有人区分开。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="48"/>
        <source>Open folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="50"/>
        <source>Open the data folder</source>
        <translation>打开数据文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="67"/>
        <source>Data folder</source>
        <translation>数据文件夹</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="181"/>
        <source>Default model</source>
        <translation>默认模型</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="187"/>
        <source>Default system prompt</source>
        <translation>默认系统提示</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="100"/>
        <source>Model for titles</source>
        <translation>用于标题的模型</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="210"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="211"/>
        <source>How long a reply may stay silent before it is given up. Reasoning models can think for minutes before their first word.</source>
        <translation>回复静默多久后放弃。推理模型在输出第一个词前可能会思考几分钟。</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="221"/>
        <source>Image size policy</source>
        <translation>图片尺寸策略</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="225"/>
        <source>Best for high detail (long ≤ 2048, short ≤ 768)</source>
        <translation>最适合高细节（长边 ≤ 2048，短边 ≤ 768）</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="229"/>
        <source>Fit 2048 px</source>
        <translation>适应 2048 px</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="230"/>
        <source>Fit 1568 px</source>
        <translation>适应 1568 px</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="231"/>
        <source>Fit 768 px</source>
        <translation>适应 768 px</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="234"/>
        <source>Original size (metadata still removed)</source>
        <translation>原始尺寸（仍会移除元数据）</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="105"/>
        <source>Quick prompts for images</source>
        <translation>图片快捷提示</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="108"/>
        <source>One prompt per line</source>
        <translation>每行一个提示</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="202"/>
        <source>Title model</source>
        <translation>标题模型</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="208"/>
        <source>Stream timeout</source>
        <translation>流超时</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="242"/>
        <source>Image quick prompts</source>
        <translation>图片快捷提示</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="250"/>
        <source>Ask before sending to a model priced far above my usual ones</source>
        <translation>发送到价格远高于常用模型的模型前先询问</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="253"/>
        <source>Once per model: when its output price is at least ten times that of the models you used lately (and at least $20 per million output tokens).</source>
        <translation>每个模型一次：当其输出价格至少是你最近所用模型的十倍（且每百万输出令牌至少 $20）时。</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="265"/>
        <source>Proxy</source>
        <translation>代理</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="35"/>
        <source>empty: the system proxy</source>
        <translation>留空：使用系统代理</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="266"/>
        <source>http://host:port, https://host:port or socks5://host:port</source>
        <translation>http://主机:端口、https://主机:端口 或 socks5://主机:端口</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="39"/>
        <source>Extra CA certificates</source>
        <translation>额外的 CA 证书</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="41"/>
        <source>a PEM file, for corporate proxies</source>
        <translation>PEM 文件，用于企业代理</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="43"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="45"/>
        <source>Choose a CA certificate file</source>
        <translation>选择 CA 证书文件</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="48"/>
        <source>Certificates are always verified; this file adds to the trusted ones.</source>
        <translation>证书始终会被验证；此文件会加入受信任的证书。</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="274"/>
        <source>CA certificates</source>
        <translation>CA 证书</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="158"/>
        <source>Local server</source>
        <translation>本地服务器</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="198"/>
        <source>Stored in the keyring; type to replace</source>
        <translation>已保存在密钥环中；输入以替换</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="200"/>
        <source>optional: local servers often need none</source>
        <translation>可选：本地服务器通常不需要</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="210"/>
        <source>Endpoint</source>
        <translation>端点</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="73"/>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>证书 (*.pem *.crt *.cer);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="85"/>
        <source>Let the server keep the conversation</source>
        <translation>让服务器保存对话</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="86"/>
        <source>On the Responses API, the server stores each reply and later turns send only the new message. Faster and cheaper for long chats; the server keeps your conversation for a while.</source>
        <translation>使用 Responses API 时，服务器会保存每条回复，之后的轮次只需发送新消息。长聊天更快、更省钱；服务器会将你的对话保留一段时间。</translation>
    </message>
</context>
<context>
    <name>SettingsPresenter</name>
    <message>
        <location filename="../../ui/settings/presenter.py" line="191"/>
        <location filename="../../ui/settings/presenter.py" line="249"/>
        <source>That key was rejected by {0}. Check it and try again.</source>
        <translation>{0} 拒绝了该密钥。请检查后重试。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/presenter.py" line="198"/>
        <location filename="../../ui/settings/presenter.py" line="259"/>
        <source>Saved, but the key could not be verified: {0}</source>
        <translation>已保存，但无法验证密钥：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/settings/presenter.py" line="207"/>
        <source>The new language applies when Comet Desk restarts.</source>
        <translation>新语言将在 Comet Desk 重启后生效。</translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="48"/>
        <location filename="../../ui/shell/shortcut_sheet.py" line="56"/>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="19"/>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="20"/>
        <source>New line in the message</source>
        <translation>在消息中换行</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="72"/>
        <source>Stop the reply (all columns in compare)</source>
        <translation>停止回复（比较模式下为所有列）</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="81"/>
        <source>Go to the message box</source>
        <translation>转到输入框</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="24"/>
        <source>Next control: sidebar, conversation, message box, parameters</source>
        <translation>下一个区域：侧边栏、对话、输入框、参数</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="21"/>
        <source>Edit the last message (in an empty message box)</source>
        <translation>编辑最后一条消息（输入框为空时）</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="98"/>
        <source>Search conversations</source>
        <translation>搜索对话</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="107"/>
        <source>Next conversation</source>
        <translation>下一个对话</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="116"/>
        <source>Previous conversation</source>
        <translation>上一个对话</translation>
    </message>
    <message>
        <location filename="../../ui/chat/room.py" line="122"/>
        <source>Copy the last reply</source>
        <translation>复制最后一条回复</translation>
    </message>
    <message>
        <location filename="../../ui/voice/room.py" line="72"/>
        <source>Dictate into the message box: start, or stop and transcribe</source>
        <translation>在输入框中听写：开始，或停止并转写</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="28"/>
        <source>Rename the conversation</source>
        <translation>重命名对话</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="29"/>
        <source>Move the conversation to the trash</source>
        <translation>将对话移到回收站</translation>
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
        <location filename="../../ui/common/status_bus.py" line="147"/>
        <source>Working</source>
        <translation>处理中</translation>
    </message>
</context>
<context>
    <name>StorageError</name>
    <message>
        <location filename="../../storage/errors.py" line="43"/>
        <location filename="../../storage/errors.py" line="108"/>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="47"/>
        <source>Not saved: the disk could not be written ({0}). Check the disk and press Send again.</source>
        <translation>未保存：无法写入磁盘（{0}）。请检查磁盘，然后再次点击“发送”。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="53"/>
        <source>Not saved: the disk could not be written ({0}). Check the disk and try again.</source>
        <translation>未保存：无法写入磁盘（{0}）。请检查磁盘后重试。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="68"/>
        <source>Not saved: the disk is full ({0}). Free space and press Send again.</source>
        <translation>未保存：磁盘已满（{0}）。请释放空间，然后再次点击“发送”。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="73"/>
        <source>Not saved: the disk is full ({0}). Free space and try again.</source>
        <translation>未保存：磁盘已满（{0}）。请释放空间后重试。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="84"/>
        <source>Not saved: the data folder cannot be written ({0}). Make it writable or choose another data folder, then press Send again.</source>
        <translation>未保存：无法写入数据文件夹（{0}）。请使其可写或选择其他数据文件夹，然后再次点击“发送”。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="90"/>
        <source>Not saved: the data folder cannot be written ({0}). Make it writable or choose another data folder, then try again.</source>
        <translation>未保存：无法写入数据文件夹（{0}）。请使其可写或选择其他数据文件夹，然后重试。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="110"/>
        <source>Another program removed the history&apos;s journal file ({0}-wal) while Comet Desk was using it. What it held was written into the history and the file was reopened; nothing was lost. Do not delete files in the data folder while Comet Desk runs.</source>
        <translation>另一个程序在 Comet Desk 使用期间删除了历史记录的日志文件（{0}-wal）。其中内容已写入历史记录，文件已重新打开；没有丢失任何内容。Comet Desk 运行时请勿删除数据文件夹中的文件。</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="118"/>
        <source>Another program removed the history&apos;s journal file ({0}-wal) while Comet Desk was using it, so its latest changes may not be on disk. Close Comet Desk and start it again; do not delete files in the data folder while it runs.</source>
        <translation>另一个程序在 Comet Desk 使用期间删除了历史记录的日志文件（{0}-wal），最新的更改可能不在磁盘上。请关闭 Comet Desk 并重新启动；运行时请勿删除数据文件夹中的文件。</translation>
    </message>
</context>
<context>
    <name>SyncDialog</name>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="44"/>
        <source>Sync and backups</source>
        <translation>同步和备份</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="48"/>
        <source>Your history follows you to every machine that syncs through the same storage. Everything is encrypted on this machine with your passphrase before it leaves: the storage sees sizes and times, nothing else.</source>
        <translation>你的历史记录会出现在每一台通过同一存储同步的设备上。所有内容在离开此设备前都会用你的密码短语加密：存储只能看到大小和时间，别无其他。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="57"/>
        <location filename="../../ui/sync/setup_dialog.py" line="120"/>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="59"/>
        <source>A folder (Dropbox, OneDrive, iCloud Drive, Syncthing…)</source>
        <translation>文件夹（Dropbox、OneDrive、iCloud Drive、Syncthing…）</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="61"/>
        <source>WebDAV (Nextcloud, ownCloud…)</source>
        <translation>WebDAV（Nextcloud、ownCloud…）</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="62"/>
        <source>S3-compatible (AWS, Cloudflare R2, Backblaze B2, MinIO)</source>
        <translation>S3 兼容（AWS、Cloudflare R2、Backblaze B2、MinIO）</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="63"/>
        <location filename="../../ui/sync/setup_dialog.py" line="121"/>
        <source>Location</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="64"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="66"/>
        <location filename="../../ui/sync/setup_dialog.py" line="231"/>
        <source>Choose the folder to sync through</source>
        <translation>选择用于同步的文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="68"/>
        <location filename="../../ui/sync/setup_dialog.py" line="122"/>
        <source>Endpoint</source>
        <translation>端点</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="70"/>
        <location filename="../../ui/sync/setup_dialog.py" line="123"/>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="71"/>
        <source>optional, e.g. us-east-1</source>
        <translation>可选，例如 us-east-1</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="72"/>
        <location filename="../../ui/sync/setup_dialog.py" line="124"/>
        <location filename="../../ui/sync/setup_dialog.py" line="189"/>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="73"/>
        <location filename="../../ui/sync/setup_dialog.py" line="125"/>
        <location filename="../../ui/sync/setup_dialog.py" line="190"/>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="75"/>
        <location filename="../../ui/sync/setup_dialog.py" line="126"/>
        <source>Passphrase</source>
        <translation>密码短语</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="77"/>
        <source>the same on every machine</source>
        <translation>所有设备上都相同</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="83"/>
        <source>Passphrase strength</source>
        <translation>密码短语强度</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="102"/>
        <source>Nobody can recover a lost passphrase: without it, what is on the storage cannot be read. It is kept in this machine&apos;s keyring.</source>
        <translation>丢失的密码短语任何人都无法找回：没有它，就无法读取存储中的内容。它保存在此设备的密钥环中。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="132"/>
        <location filename="../../ui/sync/setup_dialog.py" line="267"/>
        <source>Save and sync</source>
        <translation>保存并同步</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="138"/>
        <source>Turn off sync</source>
        <translation>关闭同步</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="164"/>
        <location filename="../../ui/sync/setup_dialog.py" line="165"/>
        <source>kept in the keyring: type to change</source>
        <translation>已保存在密钥环中；输入以更改</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="184"/>
        <source>a folder another program syncs</source>
        <translation>由其他程序同步的文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="189"/>
        <source>Access key ID</source>
        <translation>访问密钥 ID</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="190"/>
        <source>Secret access key</source>
        <translation>秘密访问密钥</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="219"/>
        <source>Strong: hard to guess, even with a copy of the storage.</source>
        <translation>强：即使有存储的副本也难以猜到。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="221"/>
        <source>Too easy to guess: {0}. {1}</source>
        <translation>太容易被猜到：{0}。{1}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="248"/>
        <source>Say where the storage is.</source>
        <translation>请指定存储的位置。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="267"/>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
</context>
<context>
    <name>SyncPresenter</name>
    <message>
        <location filename="../../ui/sync/presenter.py" line="196"/>
        <source>Syncing…</source>
        <translation>正在同步…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="211"/>
        <location filename="../../ui/sync/presenter.py" line="213"/>
        <location filename="../../ui/sync/presenter.py" line="264"/>
        <source>Sync failed: {0}</source>
        <translation>同步失败：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="240"/>
        <source>Waiting for another sync round…</source>
        <translation>正在等待另一轮同步…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="242"/>
        <source>Sending… {0} of {1}</source>
        <translation>正在发送… {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="244"/>
        <source>Receiving… {0} of {1}</source>
        <translation>正在接收… {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="253"/>
        <source>Syncs through {0}</source>
        <translation>通过 {0} 同步</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="258"/>
        <source>Offline: syncs when the storage is back.</source>
        <translation>离线：存储恢复后将同步。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="270"/>
        <source>Not synced yet</source>
        <translation>尚未同步</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="272"/>
        <source>Synced {0}</source>
        <translation>上次同步：{0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/sync/presenter.py" line="274"/>
        <source>%n waiting</source>
        <translation>
            <numerusform>%n 项等待中</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="280"/>
        <source>just now</source>
        <translation>刚刚</translation>
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
        <translation>请输入密码短语（所有设备上都相同）。</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="351"/>
        <source>Sync set up: {0}</source>
        <translation>已设置同步：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="368"/>
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
    <name>SynthesizeDialog</name>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="38"/>
        <source>Synthesize one answer</source>
        <translation>综合成一个回答</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="42"/>
        <source>This prompt goes to the model below in a new chat, which then writes one answer from the columns&apos; latest answers. Change it as you like.</source>
        <translation>此提示词会在新聊天中发送给下方的模型，由它根据各列的最新回答写出一个综合回答。可以随意修改。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="58"/>
        <source>Model that writes the answer</source>
        <translation>撰写回答的模型</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="59"/>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="62"/>
        <source>Search models</source>
        <translation>搜索模型</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="68"/>
        <source>Prompt to send</source>
        <translation>要发送的提示词</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="71"/>
        <source>&amp;Prompt:</source>
        <translation>提示词(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="81"/>
        <source>Start the chat</source>
        <translation>开始聊天</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="83"/>
        <source>Start a new chat with this prompt</source>
        <translation>用此提示词开始新聊天</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="120"/>
        <source>Choose the model that writes the answer.</source>
        <translation>请选择撰写回答的模型。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="123"/>
        <source>The prompt is empty; write what the model should do.</source>
        <translation>提示词为空；请写下希望模型做什么。</translation>
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
        <translation>思考（{0} 个词）</translation>
    </message>
</context>
<context>
    <name>ThreadPresenter</name>
    <message>
        <location filename="../../ui/transcript/thread.py" line="94"/>
        <source>Code copied.</source>
        <translation>已复制代码。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="23"/>
        <source>Delete message</source>
        <translation>删除消息</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="24"/>
        <source>Delete this message?</source>
        <translation>删除这条消息？</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="26"/>
        <source>A version is deleted with the replies that followed it; other versions stay.</source>
        <translation>该版本会连同其后的回复一起删除；其他版本保留。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="59"/>
        <source>{0} in · {1} out tokens</source>
        <translation>输入 {0} · 输出 {1} token</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="55"/>
        <source>{0} in ({1} cached) · {2} out tokens</source>
        <translation>输入 {0}（缓存 {1}）· 输出 {2} token</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="63"/>
        <source>{0}, of which {1} reasoning</source>
        <translation>{0}，其中推理 {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="70"/>
        <source>(cache saved {0})</source>
        <translation>（缓存节省 {0}）</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="79"/>
        <source>1 reply of unknown cost</source>
        <translation>1 条费用未知的回复</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="83"/>
        <source>{0} + {1}</source>
        <translation>{0} + {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="86"/>
        <source>Tokens and cost of the replies shown, {0} replies</source>
        <translation>所显示回复的 token 与费用，共 {0} 条回复</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="98"/>
        <source>{0} reported no token usage</source>
        <translation>{0} 未报告令牌用量</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="101"/>
        <source>{0} reported token counts that do not add up</source>
        <translation>{0} 报告的令牌数对不上</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="104"/>
        <source>{0} without a price in the model list</source>
        <translation>{0} 在模型列表中没有价格</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="107"/>
        <source>1 reply</source>
        <translation>1 条回复</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="111"/>
        <source>Cost unknown for {0}: {1}.</source>
        <translation>{0} 的费用未知：{1}。</translation>
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
    <name>TintedText</name>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="155"/>
        <source>The answer, tinted by token probability</source>
        <translation>按 token 概率着色的回答</translation>
    </message>
</context>
<context>
    <name>TokenProbabilityView</name>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="224"/>
        <source>Token probabilities</source>
        <translation>token 概率</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="264"/>
        <location filename="../../ui/transcript/token_view.py" line="269"/>
        <source>Least likely tokens</source>
        <translation>概率最低的 token</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="405"/>
        <source>{0}–{1}%</source>
        <translation>{0}–{1}%</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="240"/>
        <source>This long answer is shown in part; the list of least likely tokens covers all of it.</source>
        <translation>此长回答只显示了一部分；最不可能令牌列表涵盖全部内容。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="251"/>
        <source>Token at the cursor</source>
        <translation>光标处的令牌</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="259"/>
        <source>Point at a token, or move the cursor onto it, to see its alternatives.</source>
        <translation>指向某个令牌或将光标移到其上，即可查看候选项。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="370"/>
        <source>A token&apos;s probability is how sure the model was of it, among everything it could have written at that point. Untinted text was near-certain; the deeper the tint, the more the model hesitated, and the more likely a different word would have come with another try. A character made of several tokens (an emoji, say) is tinted by their probability together.</source>
        <translation>令牌的概率表示在该位置所有可能写出的内容中，模型对它有多确定。未着色的文字几乎是确定的；颜色越深，模型越犹豫，再试一次越可能出现别的词。由多个令牌组成的字符（例如表情符号）按它们合起来的概率着色。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="390"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="397"/>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="403"/>
        <source>{0}% or more</source>
        <translation>{0}% 或以上</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="406"/>
        <source>under {0}%</source>
        <translation>低于 {0}%</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="408"/>
        <source>nearly certain</source>
        <translation>几乎确定</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="409"/>
        <source>fairly sure</source>
        <translation>相当确定</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="410"/>
        <source>more likely than not</source>
        <translation>可能性较大</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="411"/>
        <source>unsure</source>
        <translation>不确定</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="412"/>
        <source>doubtful</source>
        <translation>存疑</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="413"/>
        <source>a long shot: one of many options</source>
        <translation>希望渺茫：众多选项之一</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="449"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="457"/>
        <source>{0} (part of {1}: {2} tokens, together {3})</source>
        <translation>{0}（{1} 的一部分：{2} 个令牌，合计 {3}）</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="465"/>
        <source>{0}; alternatives: {1}</source>
        <translation>{0}；备选：{1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="472"/>
        <source>{0}: probability {1}</source>
        <translation>{0}：概率 {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="478"/>
        <source>Alternatives: {0}</source>
        <translation>备选：{0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="478"/>
        <source>No alternatives</source>
        <translation>无备选</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="490"/>
        <source>{0}: written by {1} tokens, together {2}</source>
        <translation>{0}：由 {1} 个令牌写出，合计 {2}</translation>
    </message>
</context>
<context>
    <name>ToolCallSection</name>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="104"/>
        <source>Arguments:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="108"/>
        <source>Result:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="111"/>
        <source>(and {0} more characters)</source>
        <translation>（还有 {0} 个字符）</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="125"/>
        <source>done in {0} s</source>
        <translation>用时 {0} 秒</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="126"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="127"/>
        <source>denied</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="128"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="128"/>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="130"/>
        <source>Tool {0} · {1}</source>
        <translation>工具 {0} · {1}</translation>
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
        <location filename="../../ui/tools/dialog.py" line="189"/>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="193"/>
        <source>MCP servers</source>
        <translation>MCP 服务器</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="198"/>
        <source>Enabled</source>
        <translation>启用</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="202"/>
        <source>Add server…</source>
        <translation>添加服务器…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="203"/>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="209"/>
        <source>Restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="211"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="223"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="226"/>
        <source>Run this once</source>
        <translation>仅运行这一次</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="227"/>
        <source>Allow in this conversation</source>
        <translation>在此对话中允许</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="230"/>
        <source>Tools that are always allowed</source>
        <translation>始终允许的工具</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="232"/>
        <source>Revoke</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="236"/>
        <source>Steps per reply</source>
        <translation>每次回复的步数</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="237"/>
        <source>Tool timeout</source>
        <translation>工具超时</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="238"/>
        <source>Enter in the approval prompt</source>
        <translation>确认对话框中按 Enter 时</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="239"/>
        <source>Always allowed</source>
        <translation>始终允许</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="301"/>
        <source>not started (starts when a chat needs it)</source>
        <translation>未启动（聊天需要时启动）</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="302"/>
        <source>starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="303"/>
        <source>ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="304"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="305"/>
        <source>off</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="318"/>
        <source>No MCP server yet. Add one, or import a JSON file.</source>
        <translation>还没有 MCP 服务器。添加一个，或导入 JSON 文件。</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="327"/>
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
        <location filename="../../ui/inspector/sections.py" line="337"/>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="339"/>
        <source>Web search</source>
        <translation>网页搜索</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="342"/>
        <source>Code interpreter</source>
        <translation>代码解释器</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="345"/>
        <source>The model may write and run Python in a sandbox the API provides.</source>
        <translation>模型可以在 API 提供的沙盒中编写并运行 Python 代码。</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="349"/>
        <source>No MCP servers yet.</source>
        <translation>还没有 MCP 服务器。</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="354"/>
        <source>Manage servers…</source>
        <translation>管理服务器…</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="355"/>
        <source>Manage MCP servers and tools</source>
        <translation>管理 MCP 服务器和工具</translation>
    </message>
</context>
<context>
    <name>Transcript</name>
    <message>
        <location filename="../../render/messages.py" line="14"/>
        <source>Incomplete — the connection ended before the reply finished.</source>
        <translation>未完成 — 回复结束前连接已断开。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="17"/>
        <source>Interrupted — the app closed while this reply was streaming.</source>
        <translation>已中断 — 接收回复时应用已关闭。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="20"/>
        <source>Stopped — you stopped this reply.</source>
        <translation>已停止 — 你停止了此回复。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="21"/>
        <source>Streaming…</source>
        <translation>正在接收…</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="22"/>
        <source>In progress on the server — it appears here when it is done.</source>
        <translation>正在服务器上生成 — 完成后会显示在这里。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="30"/>
        <source>Cut at the max tokens limit — Continue?</source>
        <translation>已达最大 token 限制被截断 — 继续？</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="32"/>
        <source>Stopped by the provider&apos;s content filter.</source>
        <translation>已被服务商的内容过滤器停止。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="39"/>
        <source>Error:</source>
        <translation>错误：</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="43"/>
        <source>Incomplete — {0}</source>
        <translation>未完成 — {0}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="61"/>
        <source>{0} in ({1} cached)</source>
        <translation>输入 {0}（缓存 {1}）</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="65"/>
        <source>{0} in</source>
        <translation>输入 {0}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="66"/>
        <source>{0} · {1} out</source>
        <translation>{0} · 输出 {1}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="68"/>
        <source>{0}, of which {1} reasoning</source>
        <translation>{0}，其中推理 {1}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="82"/>
        <source>Cost unknown: the endpoint reported a negative token count, shown as reported.</source>
        <translation>费用未知：端点报告了负的令牌数，按报告显示。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="87"/>
        <source>Cost unknown: the endpoint reported {0} cached tokens of only {1} input tokens, shown as reported.</source>
        <translation>费用未知：端点报告了 {0} 个缓存令牌，而输入令牌只有 {1} 个，按报告显示。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="93"/>
        <source>Cost unknown: the endpoint reported {0} reasoning tokens of only {1} output tokens, shown as reported.</source>
        <translation>费用未知：端点报告了 {0} 个推理令牌，而输出令牌只有 {1} 个，按报告显示。</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="128"/>
        <source>{0} (cache saved {1})</source>
        <translation>{0}（缓存节省 {1}）</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="133"/>
        <source>cost unknown</source>
        <translation>费用未知</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="120"/>
        <location filename="../../ui/transcript/answer_figures.py" line="21"/>
        <source>first token {0} s</source>
        <translation>首个 token {0} 秒</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="124"/>
        <location filename="../../ui/transcript/answer_figures.py" line="28"/>
        <source>{0} tokens/s</source>
        <translation>{0} token/秒</translation>
    </message>
    <message>
        <location filename="../../render/markup.py" line="221"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/answer_figures.py" line="26"/>
        <source>{0} tokens</source>
        <translation>{0} 个 token</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/answer_figures.py" line="30"/>
        <source>written in {0} s</source>
        <translation>用时 {0} 秒写出</translation>
    </message>
</context>
<context>
    <name>TranscriptView</name>
    <message>
        <location filename="../../ui/transcript/view.py" line="62"/>
        <source>Transcript</source>
        <translation>对话记录</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/view.py" line="63"/>
        <source>The conversation. Replies appear here.</source>
        <translation>对话内容。回复会显示在这里。</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/view.py" line="100"/>
        <source>Jump to latest ↓</source>
        <translation>跳到最新 ↓</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/view.py" line="102"/>
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
    <name>VoiceTab</name>
    <message>
        <location filename="../../ui/settings/voice.py" line="22"/>
        <source>Dictation (the microphone button, Ctrl+Shift+V) uses the transcription model; Read aloud on a reply uses the speech model and voice. Audio clips attached to a message need a chat model that takes audio, such as gpt-4o-audio-preview.</source>
        <translation>听写（麦克风按钮，Ctrl+Shift+V）使用转写模型；回复上的“朗读”使用语音合成模型和音色。附加到消息的音频片段需要支持音频输入的聊天模型，例如 gpt-4o-audio-preview。</translation>
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
<context>
    <name>WindowActions</name>
    <message>
        <location filename="../../ui/compare/room.py" line="106"/>
        <source>C&amp;ompare models</source>
        <translation>比较模型(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/room.py" line="111"/>
        <source>Send one prompt to several models</source>
        <translation>将一个提示发送给多个模型</translation>
    </message>
    <message>
        <location filename="../../ui/settings/room.py" line="100"/>
        <source>Se&amp;ttings…</source>
        <translation>设置(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/room.py" line="105"/>
        <source>Endpoints, keys and preferences</source>
        <translation>端点、密钥和偏好设置</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="90"/>
        <source>Show or hide the &amp;conversations</source>
        <translation>显示或隐藏对话(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="100"/>
        <source>Show or hide the &amp;parameters</source>
        <translation>显示或隐藏参数(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="110"/>
        <source>Command pa&amp;lette…</source>
        <translation>命令面板(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="115"/>
        <source>Find any command by its name and run it</source>
        <translation>按名称查找并运行任意命令</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="121"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
</context>
</TS>
