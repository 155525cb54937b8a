<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="62"/>
        <location filename="../../ui/transcript/hosted_sections.py" line="111"/>
        <source>failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="62"/>
        <source>ran</source>
        <translation>실행됨</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="63"/>
        <source>Code interpreter · {0}</source>
        <translation>코드 인터프리터 · {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="64"/>
        <source>Code:</source>
        <translation>코드:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="67"/>
        <source>Output:</source>
        <translation>출력:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="78"/>
        <source>Save “{0}”…</source>
        <translation>“{0}” 저장…</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="80"/>
        <source>Save the file {0}</source>
        <translation>파일 {0} 저장</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="89"/>
        <source>File {0}</source>
        <translation>파일 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="99"/>
        <source>Arguments:</source>
        <translation>인수:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="102"/>
        <source>Result:</source>
        <translation>결과:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="107"/>
        <source>approved</source>
        <translation>승인됨</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="108"/>
        <source>denied</source>
        <translation>거부됨</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="109"/>
        <source>waiting for approval</source>
        <translation>승인 대기 중</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="110"/>
        <source>Approval for {0} on {1} · {2}</source>
        <translation>{1}의 {0} 승인 · {2}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="111"/>
        <source>done</source>
        <translation>완료</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="112"/>
        <source>Tool {0} on {1} · {2}</source>
        <translation>{1}의 도구 {0} · {2}</translation>
    </message>
</context>
<context>
    <name>AccountTab</name>
    <message>
        <location filename="../../ui/settings/account.py" line="82"/>
        <source>To keep a key across runs without a keyring, start Comet Desk with the environment variable COMETDESK_API_KEY.</source>
        <translation>키링 없이도 실행할 때마다 키를 유지하려면 환경 변수 COMETDESK_API_KEY를 설정하고 Comet Desk를 시작하세요.</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="313"/>
        <source>Version {0} of {1}</source>
        <translation>버전 {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="320"/>
        <source>More actions</source>
        <translation>기타 작업</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="340"/>
        <source>Copied</source>
        <translation>복사됨</translation>
    </message>
</context>
<context>
    <name>ActionHandlers</name>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="76"/>
        <source>Wait for the reply to finish first.</source>
        <translation>답변이 끝날 때까지 기다려 주세요.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="135"/>
        <source>Copied the reply as plain text.</source>
        <translation>답변을 일반 텍스트로 복사했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="138"/>
        <source>Copied the reply as Markdown.</source>
        <translation>답변을 Markdown으로 복사했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="196"/>
        <source>{0} (fork)</source>
        <translation>{0} (분기)</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="196"/>
        <source>Chat</source>
        <translation>채팅</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="198"/>
        <source>Forked into “{0}”.</source>
        <translation>“{0}”(으)로 분기했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="210"/>
        <source>Message deleted.</source>
        <translation>메시지를 삭제했습니다.</translation>
    </message>
</context>
<context>
    <name>AddServerDialog</name>
    <message>
        <location filename="../../ui/tools/dialog.py" line="44"/>
        <source>Add an MCP server</source>
        <translation>MCP 서버 추가</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="50"/>
        <source>Command (stdio)</source>
        <translation>명령 (stdio)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="51"/>
        <source>URL (streamable HTTP)</source>
        <translation>URL (streamable HTTP)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="52"/>
        <source>Remote (via the API)</source>
        <translation>원격 (API 경유)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="68"/>
        <source>Bearer token (kept in the system keyring)</source>
        <translation>Bearer 토큰 (시스템 키링에 보관)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="77"/>
        <source>Ask before each call</source>
        <translation>호출할 때마다 묻기</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="78"/>
        <source>Never ask</source>
        <translation>묻지 않음</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="81"/>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="82"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="83"/>
        <source>Command</source>
        <translation>명령</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="84"/>
        <source>Environment</source>
        <translation>환경 변수</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="85"/>
        <source>Working folder</source>
        <translation>작업 폴더</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="86"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="87"/>
        <source>Token</source>
        <translation>토큰</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="88"/>
        <source>Headers</source>
        <translation>헤더</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="89"/>
        <source>Approval</source>
        <translation>승인</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="134"/>
        <source>Give the server a name.</source>
        <translation>서버 이름을 입력하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="141"/>
        <source>The URL must start with https:// (or http://).</source>
        <translation>URL은 https://(또는 http://)로 시작해야 합니다.</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="146"/>
        <source>The command cannot be read: {0}</source>
        <translation>명령을 해석할 수 없습니다: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="148"/>
        <source>Give the command that starts the server.</source>
        <translation>서버를 시작하는 명령을 입력하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="154"/>
        <source>Environment lines are NAME=value: {0}</source>
        <translation>환경 변수 줄은 NAME=value 형식이어야 합니다: {0}</translation>
    </message>
</context>
<context>
    <name>AdvancedSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="298"/>
        <location filename="../../ui/settings/first_run.py" line="149"/>
        <source>Advanced</source>
        <translation>고급</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="304"/>
        <source>Automatic</source>
        <translation>자동</translation>
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
        <translation>자동은 /responses에서만 동작하는 모델(예: o1-pro)에 /responses를 사용합니다</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="312"/>
        <source>Stream the reply</source>
        <translation>답변 스트리밍</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="316"/>
        <location filename="../../ui/inspector/sections.py" line="318"/>
        <source>Run in background</source>
        <translation>백그라운드에서 실행</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="320"/>
        <source>The server runs the reply on its own; it finishes even if the app closes.</source>
        <translation>서버가 자체적으로 답변을 생성하므로 앱을 닫아도 완료됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="325"/>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="328"/>
        <source>Extra body (JSON)</source>
        <translation>추가 요청 본문 (JSON)</translation>
    </message>
</context>
<context>
    <name>AnswerDialog</name>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="44"/>
        <source>Prompt: {0}</source>
        <translation>프롬프트: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="47"/>
        <source>Answer</source>
        <translation>답변</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="59"/>
        <source>&amp;Copy</source>
        <translation>복사(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="61"/>
        <source>Copy the answer</source>
        <translation>답변 복사</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="65"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="87"/>
        <source>Answer {0}</source>
        <translation>답변 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="104"/>
        <source>Copied</source>
        <translation>복사됨</translation>
    </message>
</context>
<context>
    <name>ApiError</name>
    <message>
        <location filename="../../api/errors.py" line="214"/>
        <source>Your account balance or quota is too low for this request</source>
        <translation>계정 잔액 또는 할당량이 이 요청에 부족합니다</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="220"/>
        <source>The API key was rejected</source>
        <translation>API 키가 거부되었습니다</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="227"/>
        <source>Model not available: {0}</source>
        <translation>모델을 사용할 수 없습니다: {0}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="229"/>
        <source>Model not available</source>
        <translation>모델을 사용할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="233"/>
        <source>The API endpoint was not found; check the base URL</source>
        <translation>API 엔드포인트를 찾을 수 없습니다. 기본 URL을 확인하세요</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="242"/>
        <source>The model does not support the parameter &apos;{0}&apos;</source>
        <translation>이 모델은 매개변수 &apos;{0}&apos;을(를) 지원하지 않습니다</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="244"/>
        <source>The request was rejected: {0}</source>
        <translation>요청이 거부되었습니다: {0}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="249"/>
        <location filename="../../api/errors.py" line="312"/>
        <source>Rate limited by the server</source>
        <translation>서버가 요청 수를 제한하고 있습니다</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="251"/>
        <location filename="../../api/errors.py" line="259"/>
        <source>; try again in {0:.0f} s</source>
        <translation>. {0:.0f}초 후 다시 시도하세요</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="255"/>
        <source>The server had a problem (HTTP {0}): {1}</source>
        <translation>서버에 문제가 있습니다 (HTTP {0}): {1}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="262"/>
        <source>The request failed (HTTP {0}): {1}</source>
        <translation>요청이 실패했습니다 (HTTP {0}): {1}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="290"/>
        <source>the server</source>
        <translation>서버</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="292"/>
        <source>Timed out connecting to {0}</source>
        <translation>{0}에 연결하는 중 시간이 초과되었습니다</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="295"/>
        <source>No data from {0} within the read timeout; the reply stalled</source>
        <translation>읽기 제한 시간 안에 {0}에서 데이터가 오지 않았습니다. 답변이 멈췄습니다</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="301"/>
        <source>Could not connect to {0}</source>
        <translation>{0}에 연결할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="305"/>
        <source>The connection to {0} broke</source>
        <translation>{0}와(과)의 연결이 끊겼습니다</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="314"/>
        <source>The server had a problem (HTTP {0})</source>
        <translation>서버에 문제가 있습니다 (HTTP {0})</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="324"/>
        <source>The server reported an error during the reply</source>
        <translation>답변 중에 서버가 오류를 보고했습니다</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="329"/>
        <source>The server reported an error: {0}</source>
        <translation>서버가 오류를 보고했습니다: {0}</translation>
    </message>
</context>
<context>
    <name>AppController</name>
    <message>
        <location filename="../../ui/promptsets/room.py" line="43"/>
        <source>Resume the prompt set ({0} of {1} answered)</source>
        <translation>프롬프트 세트 재개 ({1}개 중 {0}개 답변됨)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/room.py" line="46"/>
        <source>Resume describing images ({0} of {1} done)</source>
        <translation>이미지 설명 재개 ({1}개 중 {0}개 완료)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/navigation.py" line="179"/>
        <source>The open conversation was deleted elsewhere.</source>
        <translation>열려 있던 대화가 다른 곳에서 삭제되었습니다.</translation>
    </message>
</context>
<context>
    <name>AppLifecycle</name>
    <message>
        <location filename="../../ui/shell/lifecycle.py" line="64"/>
        <source>Cannot open the history</source>
        <translation>기록을 열 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../ui/shell/lifecycle.py" line="102"/>
        <source>{0} reply(s) were interrupted when the app last closed.</source>
        <translation>지난번 앱 종료 시 답변 {0}개가 중단되었습니다.</translation>
    </message>
</context>
<context>
    <name>ApprovalDialog</name>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="46"/>
        <source>Run a tool?</source>
        <translation>도구를 실행할까요?</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="50"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; wants to run &lt;b&gt;{1}&lt;/b&gt; from the server “{2}”.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;이(가) 서버 “{2}”의 &lt;b&gt;{1}&lt;/b&gt;을(를) 실행하려고 합니다.</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="51"/>
        <source>The model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="57"/>
        <source>(The tool gives no description.)</source>
        <translation>(이 도구에는 설명이 없습니다.)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="63"/>
        <source>Arguments (JSON, editable)</source>
        <translation>인수 (JSON, 편집 가능)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="70"/>
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="73"/>
        <source>Allow in this conversation</source>
        <translation>이 대화에서 허용</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="78"/>
        <source>Always allow this tool</source>
        <translation>이 도구 항상 허용</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="80"/>
        <source>Deny</source>
        <translation>거부</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="87"/>
        <source>Arguments:</source>
        <translation>인수:</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="107"/>
        <source>The arguments are not valid JSON: {0}</source>
        <translation>인수가 올바른 JSON이 아닙니다: {0}</translation>
    </message>
</context>
<context>
    <name>AssistantDialog</name>
    <message>
        <location filename="../../ui/assistants/editor.py" line="63"/>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="66"/>
        <source>Glyph</source>
        <translation>아이콘</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="73"/>
        <source>Description</source>
        <translation>설명</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="74"/>
        <source>One line, shown in the list</source>
        <translation>목록에 표시되는 한 줄 설명</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="77"/>
        <source>Instructions</source>
        <translation>지침</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="79"/>
        <source>Sent first in every chat started with it, as the system message</source>
        <translation>이 어시스턴트로 시작한 모든 채팅에서 시스템 메시지로 가장 먼저 보냅니다</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="85"/>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="89"/>
        <source>The model chosen when the chat starts</source>
        <translation>채팅을 시작할 때 선택되는 모델</translation>
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
        <translation>기본값</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="99"/>
        <source>Maximum output tokens</source>
        <translation>최대 출력 토큰 수</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="105"/>
        <source>Reasoning effort</source>
        <translation>추론 강도</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="108"/>
        <source>Low</source>
        <translation>낮음</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="109"/>
        <source>Medium</source>
        <translation>중간</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="110"/>
        <source>High</source>
        <translation>높음</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="113"/>
        <source>Offer &amp;web search (where the endpoint has it)</source>
        <translation>웹 검색 제공 (엔드포인트가 지원하는 경우)(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="115"/>
        <source>Offer every enabled tool &amp;server</source>
        <translation>사용 중인 모든 도구 서버 제공(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="117"/>
        <source>Tool servers</source>
        <translation>도구 서버</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="125"/>
        <source>Knowledge bases</source>
        <translation>지식 베이스</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="129"/>
        <source>No knowledge bases yet: `cometdesk kb add` makes one.</source>
        <translation>아직 지식 베이스가 없습니다. `cometdesk kb add`로 만들 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="134"/>
        <source>Use the &amp;chat&apos;s parameters</source>
        <translation>현재 채팅의 매개변수 사용(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="138"/>
        <source>Take the model and every parameter of the chat on screen (its system prompt too, if the instructions are empty)</source>
        <translation>화면에 있는 채팅의 모델과 모든 매개변수를 가져옵니다 (지침이 비어 있으면 시스템 프롬프트도)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="153"/>
        <source>&amp;Name:</source>
        <translation>이름(&amp;N):</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="154"/>
        <source>&amp;Description:</source>
        <translation>설명(&amp;D):</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="155"/>
        <source>&amp;Instructions:</source>
        <translation>지침(&amp;I):</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="156"/>
        <source>&amp;Model:</source>
        <translation>모델(&amp;M):</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="157"/>
        <source>&amp;Temperature:</source>
        <translation>Temperature(&amp;T):</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="158"/>
        <source>Ma&amp;x tokens:</source>
        <translation>최대 토큰(&amp;X):</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="159"/>
        <source>&amp;Reasoning:</source>
        <translation>추론(&amp;R):</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="164"/>
        <source>Tools:</source>
        <translation>도구:</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="168"/>
        <source>&amp;Knowledge:</source>
        <translation>지식(&amp;K):</translation>
    </message>
</context>
<context>
    <name>AssistantManager</name>
    <message>
        <location filename="../../ui/assistants/manager.py" line="30"/>
        <location filename="../../ui/assistants/manager.py" line="36"/>
        <source>Assistants</source>
        <translation>어시스턴트</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="32"/>
        <source>An assistant starts a chat with its instructions, model, parameters, tools and knowledge bases. Changing one later leaves the chats already started as they are.</source>
        <translation>어시스턴트는 자신의 지침, 모델, 매개변수, 도구, 지식 베이스로 채팅을 시작합니다. 나중에 어시스턴트를 바꿔도 이미 시작한 채팅은 그대로 유지됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="43"/>
        <source>&amp;Start chat</source>
        <translation>채팅 시작(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="45"/>
        <source>A new chat with the chosen assistant</source>
        <translation>선택한 어시스턴트로 새 채팅</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="47"/>
        <source>D&amp;uplicate</source>
        <translation>복제(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="37"/>
        <source>Add the assistants of an exported JSON file</source>
        <translation>내보낸 JSON 파일의 어시스턴트 추가</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="38"/>
        <source>Save all assistants to a JSON file</source>
        <translation>모든 어시스턴트를 JSON 파일로 저장</translation>
    </message>
</context>
<context>
    <name>AssistantPicker</name>
    <message>
        <location filename="../../ui/assistants/picker.py" line="100"/>
        <source>Start a chat with an assistant</source>
        <translation>어시스턴트로 채팅 시작</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="103"/>
        <source>New chat with an assistant</source>
        <translation>어시스턴트로 새 채팅</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="107"/>
        <source>Search assistants</source>
        <translation>어시스턴트 검색</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="108"/>
        <source>Search assistants…</source>
        <translation>어시스턴트 검색…</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="112"/>
        <source>Assistants</source>
        <translation>어시스턴트</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="114"/>
        <source>Type to search; Up and Down move, Enter starts a chat with the assistant</source>
        <translation>입력하면 검색합니다. 위/아래 키로 이동하고 Enter로 어시스턴트와 채팅을 시작합니다</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="116"/>
        <source>No assistant matches.</source>
        <translation>일치하는 어시스턴트가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="119"/>
        <source>↑↓ move · Enter starts · Esc closes</source>
        <translation>↑↓ 이동 · Enter 시작 · Esc 닫기</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="121"/>
        <source>&amp;Manage assistants…</source>
        <translation>어시스턴트 관리(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="229"/>
        <source>No assistant matches</source>
        <translation>일치하는 어시스턴트 없음</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="229"/>
        <source>{0}, {1} of {2}</source>
        <translation>{0}, {2}개 중 {1}번째</translation>
    </message>
</context>
<context>
    <name>AssistantsPresenter</name>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="162"/>
        <source>New chat with “{0}”.</source>
        <translation>“{0}”(으)로 새 채팅을 시작했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="243"/>
        <source>New assistant</source>
        <translation>새 어시스턴트</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="243"/>
        <source>Edit assistant</source>
        <translation>어시스턴트 편집</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="262"/>
        <source>Saved the assistant “{0}”.</source>
        <translation>어시스턴트 “{0}”을(를) 저장했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="269"/>
        <source>{0} (copy)</source>
        <translation>{0} (사본)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="278"/>
        <source>Deleted the assistant “{0}”.</source>
        <translation>어시스턴트 “{0}”을(를) 삭제했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="283"/>
        <source>Import assistants</source>
        <translation>어시스턴트 가져오기</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="285"/>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="297"/>
        <source>Could not import assistants: {0}</source>
        <translation>어시스턴트를 가져올 수 없습니다: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="302"/>
        <source>Could not import assistants: {0} is not an export of assistants.</source>
        <translation>어시스턴트를 가져올 수 없습니다: {0}은(는) 어시스턴트 내보내기 파일이 아닙니다.</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="309"/>
        <source>Imported {0} assistants.</source>
        <translation>어시스턴트 {0}개를 가져왔습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="315"/>
        <source>Export assistants</source>
        <translation>어시스턴트 내보내기</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="317"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="328"/>
        <source>Could not export assistants: {0}</source>
        <translation>어시스턴트를 내보낼 수 없습니다: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="331"/>
        <source>Exported {0} assistants.</source>
        <translation>어시스턴트 {0}개를 내보냈습니다.</translation>
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
        <translation>전송될 이미지 보기</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="112"/>
        <source>Image detail</source>
        <translation>이미지 세부 수준</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="115"/>
        <source>low: one fixed-cost pass; high: tiles at full detail; auto: model decides</source>
        <translation>low: 고정 비용으로 한 번 처리, high: 타일로 나눠 세밀하게 처리, auto: 모델이 결정</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="122"/>
        <source>Remove image</source>
        <translation>이미지 제거</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="142"/>
        <source>~{0} tokens</source>
        <translation>약 {0}토큰</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="151"/>
        <source> (from {0}×{1})</source>
        <translation> ({0}×{1}에서)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="153"/>
        <source>Sent as {0} {1}, {2}</source>
        <translation>{0} {1}, {2}(으)로 전송</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="154"/>
        <source>~{0} tokens at detail &apos;{1}&apos;</source>
        <translation>세부 수준 &apos;{1}&apos;에서 약 {0}토큰</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="158"/>
        <source>~${0:.5f} at ${1:g} per million input tokens</source>
        <translation>입력 100만 토큰당 ${1:g} 기준 약 ${0:.5f}</translation>
    </message>
</context>
<context>
    <name>AttachmentTray</name>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="34"/>
        <source>Describe this image.</source>
        <translation>이 이미지를 설명해 주세요.</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="35"/>
        <source>Extract the text.</source>
        <translation>텍스트를 추출해 주세요.</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="36"/>
        <source>What is unusual here?</source>
        <translation>여기서 특이한 점은 무엇인가요?</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="58"/>
        <source>Attached images</source>
        <translation>첨부 이미지</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="67"/>
        <source>⚠ This model may not accept images.</source>
        <translation>⚠ 이 모델은 이미지를 받지 않을 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="169"/>
        <location filename="../../ui/composer/attachment_tray.py" line="170"/>
        <source>draft image</source>
        <translation>임시 저장 이미지</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="238"/>
        <source>{0}: an animated image; only its first frame will be sent.</source>
        <translation>{0}: 애니메이션 이미지입니다. 첫 프레임만 전송됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="327"/>
        <source>{0} image(s) · {1} kB · ~{2} tokens</source>
        <translation>이미지 {0}개 · {1} kB · 약 {2}토큰</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="334"/>
        <source> · ~${0:.4f}</source>
        <translation> · 약 ${0:.4f}</translation>
    </message>
</context>
<context>
    <name>AttachmentsPresenter</name>
    <message>
        <location filename="../../ui/composer/attachments.py" line="113"/>
        <source>Attach images or documents</source>
        <translation>이미지 또는 문서 첨부</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="116"/>
        <source>Images, documents and audio ({0} {1} {2});;Images ({0});;Audio ({2});;All files (*)</source>
        <translation>이미지, 문서 및 오디오 ({0} {1} {2});;이미지 ({0});;오디오 ({2});;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="236"/>
        <source>That image is no longer stored.</source>
        <translation>그 이미지는 더 이상 저장되어 있지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="238"/>
        <source>Image</source>
        <translation>이미지</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="241"/>
        <source>As it will be sent</source>
        <translation>전송될 모습</translation>
    </message>
</context>
<context>
    <name>AudioClips</name>
    <message>
        <location filename="../../ui/voice/clips.py" line="59"/>
        <source>Attached audio clips</source>
        <translation>첨부 오디오 클립</translation>
    </message>
</context>
<context>
    <name>BackgroundNotice</name>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="99"/>
        <location filename="../../ui/transcript/background_notice.py" line="116"/>
        <source>Stopping…</source>
        <translation>중지하는 중…</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="99"/>
        <location filename="../../ui/transcript/background_notice.py" line="101"/>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="103"/>
        <source>Stop this reply</source>
        <translation>이 답변 중지</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="105"/>
        <source>Cancels this reply on the server and keeps it as stopped.</source>
        <translation>서버에서 이 답변을 취소하고 중지된 답변으로 남깁니다.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="107"/>
        <source>Stop this reply on the server (Esc)</source>
        <translation>서버에서 이 답변 중지 (Esc)</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="122"/>
        <source>Queued on the server · {0}</source>
        <translation>서버 대기열에 있음 · {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="124"/>
        <source>Stopping on the server · {0}</source>
        <translation>서버에서 중지하는 중 · {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="127"/>
        <source>In progress · {0} · The server did not take the cancel, so the reply is still running there; press Stop to try again.</source>
        <translation>진행 중 · {0} · 서버가 취소를 받아들이지 않아 답변이 아직 서버에서 실행 중입니다. 다시 시도하려면 중지를 누르세요.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="132"/>
        <source>Paused · {0} · The server refused the API key; checking resumes when the key is fixed in Settings.</source>
        <translation>일시 중지 · {0} · 서버가 API 키를 거부했습니다. 설정에서 키를 고치면 확인을 다시 시작합니다.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="137"/>
        <source>In progress · {0} · The server did not answer the last check; asking again.</source>
        <translation>진행 중 · {0} · 서버가 지난 확인에 응답하지 않았습니다. 다시 묻는 중입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="139"/>
        <source>In progress · {0}</source>
        <translation>진행 중 · {0}</translation>
    </message>
</context>
<context>
    <name>BackgroundReplies</name>
    <message>
        <location filename="../../ui/chat/background_resume.py" line="53"/>
        <source>A reply that ran in the background has finished.</source>
        <translation>백그라운드에서 실행한 답변이 완료되었습니다.</translation>
    </message>
</context>
<context>
    <name>BackupsPresenter</name>
    <message>
        <location filename="../../ui/sync/backups.py" line="119"/>
        <source>Looking for snapshots…</source>
        <translation>스냅샷을 찾는 중…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="161"/>
        <source>Backing up…</source>
        <translation>백업 중…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="167"/>
        <source>The backup failed: {0}</source>
        <translation>백업이 실패했습니다: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="176"/>
        <source>Backed up and verified ({0}).</source>
        <translation>백업하고 검증했습니다({0}).</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="192"/>
        <source>Restore into a new, empty folder</source>
        <translation>비어 있는 새 폴더로 복원</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="207"/>
        <source>Restoring…</source>
        <translation>복원 중…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="221"/>
        <source>Nothing was restored: {0}</source>
        <translation>아무것도 복원되지 않았습니다: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="231"/>
        <source>Merged: {0} conversation(s) added, {1} already here.</source>
        <translation>병합했습니다: 대화 {0}개를 추가했고 {1}개는 이미 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="243"/>
        <source>Restored {0} conversation(s) into {1}. To open it, start Comet Desk with COMETDESK_DATA_DIR={1}.</source>
        <translation>대화 {0}개를 {1}에 복원했습니다. 열려면 COMETDESK_DATA_DIR={1}로 Comet Desk를 시작하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="266"/>
        <source>Copying the history</source>
        <translation>기록 복사 중</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="267"/>
        <source>Uploading</source>
        <translation>업로드 중</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="268"/>
        <source>Reading it back</source>
        <translation>다시 읽어 확인 중</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="269"/>
        <source>Downloading</source>
        <translation>다운로드 중</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="270"/>
        <source>Unpacking</source>
        <translation>압축 해제 중</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="271"/>
        <source>Merging</source>
        <translation>병합 중</translation>
    </message>
</context>
<context>
    <name>BackupsSection</name>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="48"/>
        <source>Backups</source>
        <translation>백업</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="50"/>
        <source>Back up every day, keeping</source>
        <translation>매일 백업하고 스냅샷을</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="56"/>
        <source> snapshots</source>
        <translation>개 보관</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="57"/>
        <source>Snapshots to keep</source>
        <translation>보관할 스냅샷 수</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="58"/>
        <source>Back up now</source>
        <translation>지금 백업</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="62"/>
        <source>Snapshots on the storage</source>
        <translation>저장소의 스냅샷</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="66"/>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="66"/>
        <source>Machine</source>
        <translation>기기</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="66"/>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="66"/>
        <source>Conversations</source>
        <translation>대화</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="74"/>
        <source>Restore into a new folder…</source>
        <translation>새 폴더로 복원…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="76"/>
        <source>Merge into this history</source>
        <translation>이 기록에 병합</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="79"/>
        <source>Adds the conversations this history lacks; changes nothing already here</source>
        <translation>이 기록에 없는 대화를 추가합니다. 이미 있는 것은 바꾸지 않습니다</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="126"/>
        <source>this machine</source>
        <translation>이 기기</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="129"/>
        <source>not verified</source>
        <translation>검증 안 됨</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="139"/>
        <source>No snapshots on the storage yet.</source>
        <translation>저장소에 아직 스냅샷이 없습니다.</translation>
    </message>
</context>
<context>
    <name>BestDelegate</name>
    <message>
        <location filename="../../ui/promptsets/table.py" line="108"/>
        <source>Best answer for prompt {0}</source>
        <translation>프롬프트 {0}의 최고 답변</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/table.py" line="109"/>
        <source>Choose…</source>
        <translation>선택…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/table.py" line="113"/>
        <source>Tie</source>
        <translation>무승부</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/table.py" line="114"/>
        <source>All bad</source>
        <translation>모두 별로</translation>
    </message>
</context>
<context>
    <name>BlindArena</name>
    <message>
        <location filename="../../ui/compare/blind_arena.py" line="53"/>
        <source>Blind can change once the models have answered (Esc stops them).</source>
        <translation>블라인드는 모델이 답변을 마친 뒤에 바꿀 수 있습니다 (Esc로 중지).</translation>
    </message>
    <message>
        <location filename="../../ui/compare/blind_arena.py" line="55"/>
        <source>Vote first: Blind can change once this round&apos;s names are revealed.</source>
        <translation>먼저 투표하세요. 블라인드는 이번 라운드의 이름이 공개된 뒤에 바꿀 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/blind_arena.py" line="114"/>
        <source>Vote saved. The names are revealed.</source>
        <translation>투표를 저장했습니다. 이름이 공개됩니다.</translation>
    </message>
</context>
<context>
    <name>BusySlot</name>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="180"/>
        <source>Preparing {0}…</source>
        <translation>{0} 준비 중…</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="181"/>
        <source>Preparing image</source>
        <translation>이미지 준비 중</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="182"/>
        <source>Preparing…</source>
        <translation>준비 중…</translation>
    </message>
</context>
<context>
    <name>CaptureOverlay</name>
    <message>
        <location filename="../../ui/capture/overlay.py" line="47"/>
        <location filename="../../ui/capture/overlay.py" line="48"/>
        <source>Capture a region of the screen</source>
        <translation>화면 일부 캡처</translation>
    </message>
    <message>
        <location filename="../../ui/capture/overlay.py" line="58"/>
        <source>Drag to capture a region. Enter: the whole screen. Esc: cancel.</source>
        <translation>드래그하여 영역을 캡처합니다. Enter: 화면 전체. Esc: 취소.</translation>
    </message>
</context>
<context>
    <name>CapturePresenter</name>
    <message>
        <location filename="../../ui/capture/presenter.py" line="148"/>
        <source>Capturing the screen needs the desktop&apos;s screenshot service (xdg-desktop-portal), which is not running here; take a screenshot with the desktop&apos;s own tool and paste it (Ctrl+V).</source>
        <translation>화면을 캡처하려면 데스크톱의 스크린샷 서비스(xdg-desktop-portal)가 필요하지만 여기서는 실행되고 있지 않습니다. 데스크톱 자체 도구로 스크린샷을 찍어 붙여 넣으세요 (Ctrl+V).</translation>
    </message>
    <message>
        <location filename="../../ui/capture/presenter.py" line="165"/>
        <source>The desktop took the screenshot, but its file could not be read.</source>
        <translation>데스크톱이 스크린샷을 찍었지만 그 파일을 읽을 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>ChatController</name>
    <message>
        <location filename="../../storage/database.py" line="80"/>
        <source>The history database could not be read. It was moved aside to {0} and a new one was started.</source>
        <translation>기록 데이터베이스를 읽을 수 없습니다. {0}(으)로 옮기고 새 데이터베이스를 시작했습니다.</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <location filename="../../ui/shell/header.py" line="61"/>
        <source>Show or hide the conversations</source>
        <translation>대화 표시/숨기기</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="69"/>
        <source>New chat</source>
        <translation>새 채팅</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="71"/>
        <source>Conversation title</source>
        <translation>대화 제목</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="91"/>
        <source>Context used</source>
        <translation>사용한 컨텍스트</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="98"/>
        <source>Conversation totals</source>
        <translation>대화 합계</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="102"/>
        <source>Send one prompt to several models</source>
        <translation>프롬프트 하나를 여러 모델에 보냅니다</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="114"/>
        <source>Show or hide the parameters</source>
        <translation>매개변수 표시/숨기기</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="107"/>
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="108"/>
        <source>Compare models side by side</source>
        <translation>모델을 나란히 비교</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="159"/>
        <source>Assistant: {0}</source>
        <translation>어시스턴트: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="160"/>
        <source>Started with the assistant “{0}”. Click to edit it.</source>
        <translation>어시스턴트 “{0}”(으)로 시작한 채팅입니다. 클릭하면 어시스턴트를 편집합니다.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="238"/>
        <source>{0} of {1} tokens of context ({2}%)</source>
        <translation>컨텍스트 {1}토큰 중 {0}토큰 사용 ({2}%)</translation>
    </message>
</context>
<context>
    <name>ChatPresenter</name>
    <message>
        <location filename="../../ui/chat/presenter.py" line="152"/>
        <source>A reply is still streaming; press Esc to stop it.</source>
        <translation>답변을 아직 받는 중입니다. 멈추려면 Esc를 누르세요.</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="155"/>
        <source>A reply is still being written on the server; wait for it, send in another chat, or press Esc (or its Stop button) to stop it.</source>
        <translation>답변이 아직 서버에서 작성 중입니다. 끝날 때까지 기다리거나, 다른 채팅에서 보내거나, Esc(또는 답변의 중지 버튼)를 눌러 중지하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="165"/>
        <source>Choose a model first.</source>
        <translation>먼저 모델을 선택하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="168"/>
        <source>Add your API key in Settings first.</source>
        <translation>먼저 설정에서 API 키를 추가하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="295"/>
        <source>Stopped. The partial reply was kept.</source>
        <translation>중지했습니다. 일부 답변은 보존되었습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="297"/>
        <source>The reply ended early (the connection closed before it finished).</source>
        <translation>답변이 일찍 끝났습니다(완료 전에 연결이 끊겼습니다).</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="314"/>
        <source>Resend without “{0}”</source>
        <translation>“{0}” 없이 다시 보내기</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="331"/>
        <source>New chat</source>
        <translation>새 채팅</translation>
    </message>
</context>
<context>
    <name>ChoiceSwitcher</name>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="33"/>
        <source>Previous answer</source>
        <translation>이전 답변</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="39"/>
        <source>Next answer</source>
        <translation>다음 답변</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="59"/>
        <source>Answer {0} of {1}</source>
        <translation>답변 {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="64"/>
        <source>All {0} answers are in</source>
        <translation>답변 {0}개가 모두 도착했습니다</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="66"/>
        <source>This answer is still arriving</source>
        <translation>이 답변은 아직 받는 중입니다</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="68"/>
        <source>Still arriving: {0}</source>
        <translation>아직 받는 중: {0}</translation>
    </message>
</context>
<context>
    <name>Citations</name>
    <message>
        <location filename="../../ui/transcript/citations.py" line="72"/>
        <source>Source {0}: {1}</source>
        <translation>출처 {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/citations.py" line="118"/>
        <source>The passages sent with the question</source>
        <translation>질문과 함께 보낸 구절</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/citations.py" line="123"/>
        <source>1 source</source>
        <translation>출처 1개</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/citations.py" line="125"/>
        <source>{0} sources</source>
        <translation>출처 {0}개</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/citations.py" line="131"/>
        <source>Sources: what was retrieved and sent</source>
        <translation>출처: 검색해 보낸 내용</translation>
    </message>
</context>
<context>
    <name>ClipChip</name>
    <message>
        <location filename="../../ui/voice/clip_chip.py" line="24"/>
        <source>Audio clip {0}, {1}</source>
        <translation>오디오 클립 {0}, {1}</translation>
    </message>
    <message>
        <location filename="../../ui/voice/clip_chip.py" line="26"/>
        <source>Remove {0}</source>
        <translation>{0} 제거</translation>
    </message>
</context>
<context>
    <name>ColumnLine</name>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="52"/>
        <source>parameters, e.g. temperature=0.2 max_tokens=300</source>
        <translation>매개변수, 예: temperature=0.2 max_tokens=300</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="80"/>
        <source>Model of column {0}: {1}</source>
        <translation>{0}열의 모델: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="82"/>
        <source>Choose another model for this column</source>
        <translation>이 열의 모델 바꾸기</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="83"/>
        <source>Parameters of column {0}</source>
        <translation>{0}열의 매개변수</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="84"/>
        <source>Remove column {0}</source>
        <translation>{0}열 제거</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="85"/>
        <source>Remove this column</source>
        <translation>이 열 제거</translation>
    </message>
</context>
<context>
    <name>ColumnOptionsDialog</name>
    <message>
        <location filename="../../ui/compare/column_options.py" line="55"/>
        <source>Options for column {0}</source>
        <translation>{0}열 옵션</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="57"/>
        <source>panel&apos;s</source>
        <translation>패널 값</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="62"/>
        <source>System prompt for this column</source>
        <translation>이 열의 시스템 프롬프트</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="63"/>
        <source>Blank: the panel&apos;s system prompt</source>
        <translation>비우면 패널의 시스템 프롬프트</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="124"/>
        <source>{0} for this column</source>
        <translation>이 열의 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="68"/>
        <source>&amp;System prompt</source>
        <translation>시스템 프롬프트(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="77"/>
        <source>Temperature, max tokens, effort and probabilities are in the column&apos;s row. Anything left blank follows the parameters panel.</source>
        <translation>Temperature, 최대 토큰 수, 추론 강도, 확률은 열의 입력 줄에서 설정합니다. 비워 둔 항목은 매개변수 패널을 따릅니다.</translation>
    </message>
</context>
<context>
    <name>ColumnTools</name>
    <message>
        <location filename="../../ui/compare/column_tools.py" line="44"/>
        <source>already in this compare</source>
        <translation>이미 이 비교에 있음</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <location filename="../../ui/compare/columns.py" line="91"/>
        <source>Column {0}</source>
        <translation>{0}열</translation>
    </message>
</context>
<context>
    <name>ColumnsEditor</name>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="103"/>
        <source>&amp;Add model…</source>
        <translation>모델 추가(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="105"/>
        <source>Add a model column</source>
        <translation>모델 열 추가</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="108"/>
        <source>No columns yet: add the models to ask.</source>
        <translation>아직 열이 없습니다. 질문할 모델을 추가하세요.</translation>
    </message>
</context>
<context>
    <name>CommandPalette</name>
    <message>
        <location filename="../../ui/shell/palette.py" line="68"/>
        <source>Command palette</source>
        <translation>명령 팔레트</translation>
    </message>
    <message>
        <location filename="../../ui/shell/palette.py" line="72"/>
        <source>Command</source>
        <translation>명령</translation>
    </message>
    <message>
        <location filename="../../ui/shell/palette.py" line="73"/>
        <source>Type a command…</source>
        <translation>명령 입력…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/palette.py" line="77"/>
        <source>Commands</source>
        <translation>명령</translation>
    </message>
</context>
<context>
    <name>CompareColumn</name>
    <message>
        <location filename="../../ui/compare/view.py" line="87"/>
        <source>Model for column {0}</source>
        <translation>{0}열의 모델</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="105"/>
        <source>Stop this column</source>
        <translation>이 열 중지</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="111"/>
        <source>Ask this model again</source>
        <translation>이 모델에 다시 묻기</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="109"/>
        <source>Retry this column</source>
        <translation>이 열 다시 시도</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="114"/>
        <source>Remove column</source>
        <translation>열 제거</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="116"/>
        <source>Remove this column</source>
        <translation>이 열 제거</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="123"/>
        <source>Continue with this one as a normal chat</source>
        <translation>이 답변으로 일반 채팅 계속하기</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="119"/>
        <source>Continue with this one</source>
        <translation>이것으로 계속</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="99"/>
        <source>Search models for column {0}</source>
        <translation>{0}열의 모델 검색</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="124"/>
        <source>⋯ Options</source>
        <translation>⋯ 옵션</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="126"/>
        <source>Options for column {0}</source>
        <translation>{0}열 옵션</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="127"/>
        <source>This column&apos;s own system prompt and parameters</source>
        <translation>이 열 전용 시스템 프롬프트와 매개변수</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="142"/>
        <source>Temperature for this column</source>
        <translation>이 열의 temperature</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="146"/>
        <source>temp</source>
        <translation>temp</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="147"/>
        <source>Temperature for this column (blank: the panel&apos;s)</source>
        <translation>이 열의 temperature (비우면 패널 값)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="151"/>
        <source>Max tokens for this column</source>
        <translation>이 열의 최대 토큰 수</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="154"/>
        <source>max</source>
        <translation>최대</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="155"/>
        <source>Max tokens for this column (blank: the panel&apos;s)</source>
        <translation>이 열의 최대 토큰 수 (비우면 패널 값)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="158"/>
        <source>Reasoning effort for this column</source>
        <translation>이 열의 추론 강도</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="160"/>
        <source>effort</source>
        <translation>추론</translation>
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
        <translation>확률</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="168"/>
        <source>Show probabilities for this column</source>
        <translation>이 열의 확률 표시</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="170"/>
        <source>Ask this column&apos;s model for token probabilities (blank: the panel&apos;s choice)</source>
        <translation>이 열의 모델에 토큰 확률 요청 (비우면 패널 설정)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="193"/>
        <source>Endpoint for this column</source>
        <translation>이 열의 엔드포인트</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="249"/>
        <source>Panel&apos;s endpoint</source>
        <translation>패널의 엔드포인트</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="348"/>
        <source>Model {0}</source>
        <translation>모델 {0}</translation>
    </message>
</context>
<context>
    <name>ComparePresenter</name>
    <message>
        <location filename="../../ui/compare/presenter.py" line="192"/>
        <source>Compare models</source>
        <translation>모델 비교</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="199"/>
        <source>New chat</source>
        <translation>새 채팅</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="353"/>
        <source>The models are still answering; press Esc to stop.</source>
        <translation>모델이 아직 답변 중입니다. 멈추려면 Esc를 누르세요.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="267"/>
        <source>Vote first: the column would show its model.</source>
        <translation>먼저 투표하세요. 열의 모델이 드러나게 됩니다.</translation>
    </message>
</context>
<context>
    <name>CompareResults</name>
    <message>
        <location filename="../../ui/compare/results.py" line="64"/>
        <source>Wait for the replies to finish (or stop them) before synthesizing.</source>
        <translation>종합하기 전에 답변이 끝날 때까지 기다리거나 답변을 중지하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/results.py" line="66"/>
        <source>Vote first: synthesizing leaves the compare before the names show.</source>
        <translation>먼저 투표하세요. 종합하면 이름이 공개되기 전에 비교를 떠나게 됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/results.py" line="88"/>
        <source>There is nothing to synthesize yet: send a prompt first.</source>
        <translation>아직 종합할 내용이 없습니다. 먼저 프롬프트를 보내세요.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/results.py" line="131"/>
        <source>Export this compare</source>
        <translation>이 비교 내보내기</translation>
    </message>
    <message>
        <location filename="../../ui/compare/results.py" line="133"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/results.py" line="141"/>
        <source>Exported the compare to {0}</source>
        <translation>비교를 {0}(으)로 내보냈습니다</translation>
    </message>
</context>
<context>
    <name>CompareSender</name>
    <message>
        <location filename="../../ui/compare/sending.py" line="54"/>
        <source>Vote for the best answer first; the names are revealed then.</source>
        <translation>먼저 가장 좋은 답변에 투표하세요. 그러면 이름이 공개됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/sending.py" line="67"/>
        <source>A model of this blind round</source>
        <translation>이 블라인드 라운드의 모델</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../../ui/compare/view.py" line="393"/>
        <source>Compare models</source>
        <translation>모델 비교</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="395"/>
        <source>+ Column</source>
        <translation>+ 열</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="397"/>
        <source>Compare up to {0} models</source>
        <translation>최대 {0}개 모델 비교</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="398"/>
        <source>Blind</source>
        <translation>블라인드</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="401"/>
        <source>Hide model names and shuffle the columns; vote, then see who was who</source>
        <translation>모델 이름을 숨기고 열을 섞습니다. 투표한 뒤 누가 누구인지 확인하세요</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="404"/>
        <source>Grid</source>
        <translation>격자</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="406"/>
        <source>Sync scroll</source>
        <translation>스크롤 동기화</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="408"/>
        <source>Diff…</source>
        <translation>차이…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="410"/>
        <source>Export…</source>
        <translation>내보내기…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="412"/>
        <source>Synthesize…</source>
        <translation>종합…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="414"/>
        <source>Synthesize one answer</source>
        <translation>하나의 답변으로 종합</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="416"/>
        <source>Ask a model to write one answer from the columns&apos; latest answers</source>
        <translation>각 열의 최신 답변을 바탕으로 모델이 하나의 답변을 작성하게 합니다</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="418"/>
        <source>Leaderboard</source>
        <translation>리더보드</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="420"/>
        <source>Setups</source>
        <translation>구성</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="422"/>
        <location filename="../../ui/compare/view.py" line="567"/>
        <source>Compare setups</source>
        <translation>비교 구성</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="424"/>
        <source>Save these columns as a setup, or bring back a saved one</source>
        <translation>이 열들을 구성으로 저장하거나 저장된 구성을 불러옵니다</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="433"/>
        <source>One prompt goes to every column; each model keeps its own thread.</source>
        <translation>하나의 프롬프트가 모든 열로 갑니다. 각 모델은 자기 대화를 유지합니다.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="441"/>
        <source>Compare columns</source>
        <translation>비교 열</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="541"/>
        <source>Which answer is best?</source>
        <translation>어떤 답변이 가장 좋나요?</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="542"/>
        <source>{0} is best</source>
        <translation>{0}이(가) 최고</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="543"/>
        <source>Tie</source>
        <translation>무승부</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="543"/>
        <source>All bad</source>
        <translation>모두 별로</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="568"/>
        <source>Save setup…</source>
        <translation>구성 저장…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="574"/>
        <source>Replace the columns with this setup</source>
        <translation>열을 이 구성으로 바꾸기</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="577"/>
        <source>Rename</source>
        <translation>이름 바꾸기</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="579"/>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../ui/composer/editor.py" line="37"/>
        <source>Message</source>
        <translation>메시지</translation>
    </message>
    <message>
        <location filename="../../ui/composer/editor.py" line="39"/>
        <source>Type a message. Enter sends, Shift+Enter adds a line.</source>
        <translation>메시지를 입력하세요. Enter는 전송, Shift+Enter는 줄바꿈.</translation>
    </message>
    <message>
        <location filename="../../ui/composer/editor.py" line="42"/>
        <location filename="../../ui/composer/editor.py" line="54"/>
        <source>Message Comet Desk…  (Enter to send, Shift+Enter for a new line)</source>
        <translation>Comet Desk에 메시지…  (Enter 전송, Shift+Enter 줄바꿈)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/editor.py" line="56"/>
        <source>Message Comet Desk…  (Ctrl+Enter to send, Enter for a new line)</source>
        <translation>Comet Desk에 메시지…  (Ctrl+Enter 전송, Enter 줄바꿈)</translation>
    </message>
</context>
<context>
    <name>ComposerFrame</name>
    <message>
        <location filename="../../ui/composer/frame.py" line="56"/>
        <source>Editing a message — Enter sends it as a new version, Esc cancels.</source>
        <translation>메시지 편집 중 — Enter는 새 버전으로 전송, Esc는 취소.</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="59"/>
        <source>Editing a message</source>
        <translation>메시지 편집 중</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="64"/>
        <source>Attach images (or paste a screenshot, or drop files on the message box)</source>
        <translation>이미지 첨부 (스크린샷 붙여넣기나 입력창에 파일 끌어놓기도 가능)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="69"/>
        <source>Attach images</source>
        <translation>이미지 첨부</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="72"/>
        <location filename="../../ui/composer/frame.py" line="77"/>
        <source>Capture a region of the screen</source>
        <translation>화면 일부 캡처</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="80"/>
        <location filename="../../ui/composer/frame.py" line="85"/>
        <source>Dictate</source>
        <translation>받아쓰기</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="88"/>
        <source>Choose the model</source>
        <translation>모델 선택</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="89"/>
        <source>Choose the model for this conversation</source>
        <translation>이 대화의 모델 선택</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="94"/>
        <source>Send (Enter)</source>
        <translation>보내기 (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="100"/>
        <source>Send</source>
        <translation>보내기</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="105"/>
        <source>Stop the reply (Esc)</source>
        <translation>답변 중지 (Esc)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="112"/>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
</context>
<context>
    <name>ComposerPresenter</name>
    <message>
        <location filename="../../ui/composer/presenter.py" line="105"/>
        <source>Still sending the last message…</source>
        <translation>이전 메시지를 보내는 중입니다…</translation>
    </message>
    <message>
        <location filename="../../ui/composer/presenter.py" line="108"/>
        <source>Still preparing the images…</source>
        <translation>이미지를 아직 준비 중입니다…</translation>
    </message>
    <message>
        <location filename="../../ui/composer/presenter.py" line="182"/>
        <source>Not saved: {0} Your message is still in the box.</source>
        <translation>저장되지 않음: {0} 메시지는 입력창에 그대로 있습니다.</translation>
    </message>
</context>
<context>
    <name>ContextDialog</name>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="53"/>
        <source>Too long for the model</source>
        <translation>모델이 처리하기에 너무 깁니다</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="56"/>
        <source>This request needs about {0} tokens; {1} takes {2}. Leave out the oldest part of the conversation (it stays saved), or send anyway.</source>
        <translation>이 요청에는 약 {0}토큰이 필요하지만 {1}은(는) {2}토큰까지만 처리합니다. 대화의 오래된 부분을 빼고 보내거나(대화는 그대로 저장됨) 그대로 보내세요.</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="65"/>
        <source>Send from</source>
        <translation>보내기 시작 위치</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="67"/>
        <source>fits</source>
        <translation>한도 내</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="67"/>
        <source>too long</source>
        <translation>너무 김</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="69"/>
        <source>Only this message — {1} tokens, {2}</source>
        <translation>이 메시지만 — {1}토큰, {2}</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="71"/>
        <source>From “{0}” — {1} tokens, {2}</source>
        <translation>“{0}”부터 — {1}토큰, {2}</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="77"/>
        <source>Send from there</source>
        <translation>선택한 위치부터 보내기</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="80"/>
        <source>Send anyway</source>
        <translation>그대로 보내기</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="85"/>
        <source>Let the server drop the oldest turns</source>
        <translation>오래된 대화를 서버에서 잘라내기</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="99"/>
        <source>Send from:</source>
        <translation>보내기 시작 위치:</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="34"/>
        <source>Today</source>
        <translation>오늘</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="36"/>
        <source>Yesterday</source>
        <translation>어제</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="38"/>
        <source>Previous 7 days</source>
        <translation>지난 7일</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="40"/>
        <source>Previous 30 days</source>
        <translation>지난 30일</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="101"/>
        <location filename="../../ui/sidebar/rows.py" line="115"/>
        <source>Untitled</source>
        <translation>제목 없음</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="116"/>
        <source>Column {0}</source>
        <translation>{0}열</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="123"/>
        <source>Compare: {0}. Models: {1}</source>
        <translation>비교: {0}. 모델: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="129"/>
        <source>{0}, a column of the compare {1}</source>
        <translation>{0}, 비교 “{1}”의 열</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="187"/>
        <source>Pinned</source>
        <translation>고정됨</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="95"/>
        <location filename="../../ui/sidebar/conversation_list.py" line="97"/>
        <source>New chat</source>
        <translation>새 채팅</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="102"/>
        <location filename="../../ui/sidebar/conversation_list.py" line="106"/>
        <source>New chat with an assistant</source>
        <translation>어시스턴트로 새 채팅</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="109"/>
        <source>Search conversations</source>
        <translation>대화 검색</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="110"/>
        <source>Search (Ctrl+K)</source>
        <translation>검색 (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="116"/>
        <source>Conversations</source>
        <translation>대화</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="119"/>
        <source>Grouped by folder and by date. A compare is listed once, with the models it compared under it. Drag a conversation onto a folder to file it.</source>
        <translation>폴더와 날짜별로 묶어 표시합니다. 비교는 한 번만 표시되며 그 아래에 비교한 모델이 나옵니다. 대화를 폴더로 끌어다 놓으면 정리할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="212"/>
        <source>No conversation matches.</source>
        <translation>일치하는 대화가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="214"/>
        <source>No conversations yet. Start one with New chat (Ctrl+N).</source>
        <translation>아직 대화가 없습니다. 새 채팅(Ctrl+N)으로 시작하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="486"/>
        <source>New folder</source>
        <translation>새 폴더</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="502"/>
        <source>Conversation actions</source>
        <translation>대화 작업</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="508"/>
        <source>Folder actions</source>
        <translation>폴더 작업</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/menu.py" line="93"/>
        <source>Folder name:</source>
        <translation>폴더 이름:</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="528"/>
        <source>New folder…</source>
        <translation>새 폴더…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="534"/>
        <source>Rename folder</source>
        <translation>폴더 이름 바꾸기</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/model.py" line="90"/>
        <source>Folder: {0}</source>
        <translation>폴더: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/model.py" line="92"/>
        <source>Pinned: {0}</source>
        <translation>고정됨: {0}</translation>
    </message>
</context>
<context>
    <name>DataFolder</name>
    <message>
        <location filename="../../data_folder.py" line="63"/>
        <source>Comet Desk cannot write to its data folder {0}: {1}.</source>
        <translation>Comet Desk가 데이터 폴더 {0}에 쓸 수 없습니다: {1}.</translation>
    </message>
</context>
<context>
    <name>DataFolderProblemDialog</name>
    <message>
        <location filename="../../ui/shell/data_folder_problem.py" line="31"/>
        <source>Choose a data folder</source>
        <translation>데이터 폴더 선택</translation>
    </message>
    <message>
        <location filename="../../ui/shell/data_folder_problem.py" line="56"/>
        <source>Comet Desk cannot save your data</source>
        <translation>Comet Desk가 데이터를 저장할 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../ui/shell/data_folder_problem.py" line="62"/>
        <source>Choose another folder to use for this run. To keep using it, start Comet Desk with --data-dir FOLDER or set COMETDESK_DATA_DIR=FOLDER.</source>
        <translation>이번 실행에 사용할 다른 폴더를 선택하세요. 계속 사용하려면 --data-dir FOLDER 옵션으로 Comet Desk를 시작하거나 COMETDESK_DATA_DIR=FOLDER를 설정하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/data_folder_problem.py" line="68"/>
        <location filename="../../ui/shell/data_folder_problem.py" line="70"/>
        <source>Choose another folder…</source>
        <translation>다른 폴더 선택…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/data_folder_problem.py" line="72"/>
        <location filename="../../ui/shell/data_folder_problem.py" line="74"/>
        <source>Quit</source>
        <translation>종료</translation>
    </message>
</context>
<context>
    <name>DescribeJobs</name>
    <message>
        <location filename="../../services/describe_jobs_store.py" line="234"/>
        <source>{0} cannot be read ({1}).</source>
        <translation>{0}을(를) 읽을 수 없습니다 ({1}).</translation>
    </message>
    <message>
        <location filename="../../services/describe_jobs_store.py" line="235"/>
        <source>{0} cannot be written ({1}).</source>
        <translation>{0}에 쓸 수 없습니다 ({1}).</translation>
    </message>
</context>
<context>
    <name>DescribePresenter</name>
    <message>
        <location filename="../../ui/describe/presenter.py" line="186"/>
        <source>No images found there.</source>
        <translation>그곳에서 이미지를 찾지 못했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="198"/>
        <source>1 image</source>
        <translation>이미지 1개</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="198"/>
        <source>{0} images</source>
        <translation>이미지 {0}개</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="200"/>
        <source>{0} in {1}</source>
        <translation>{1}의 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="218"/>
        <source>Reading the image sizes…</source>
        <translation>이미지 크기를 읽는 중…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="237"/>
        <source>1 image to describe</source>
        <translation>설명할 이미지 1개</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="239"/>
        <source>{0} images to describe</source>
        <translation>설명할 이미지 {0}개</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="240"/>
        <source>about {0} input tokens</source>
        <translation>입력 토큰 약 {0}개</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="241"/>
        <source>about {0} before the replies</source>
        <translation>답변 제외 약 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="243"/>
        <source>the price of {0} is not known</source>
        <translation>{0}의 가격을 알 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="246"/>
        <source>{0} not readable as images</source>
        <translation>{0}개는 이미지로 읽을 수 없음</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="255"/>
        <source>Write what to ask about each image first.</source>
        <translation>먼저 각 이미지에 대해 무엇을 물을지 적으세요.</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="258"/>
        <source>Choose a model first.</source>
        <translation>먼저 모델을 선택하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="289"/>
        <source>Pausing: finishing the images being described…</source>
        <translation>일시 정지 중: 설명 중인 이미지를 마무리하는 중…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="321"/>
        <source>There is no API key: add one in Settings, then press Resume.</source>
        <translation>API 키가 없습니다. 설정에서 추가한 다음 재개를 누르세요.</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="370"/>
        <source>Images described: {0}.</source>
        <translation>설명한 이미지: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="372"/>
        <source>Failed: {0}.</source>
        <translation>실패: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="418"/>
        <source>{0} of {1}</source>
        <translation>{0} / {1}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="433"/>
        <source>{0} tokens in, {1} out</source>
        <translation>입력 {0} 토큰, 출력 {1}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="438"/>
        <source>{0} failed</source>
        <translation>{0}개 실패</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="462"/>
        <source>Exported to {0}.</source>
        <translation>{0}(으)로 내보냈습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="473"/>
        <source>Rows copied: {0}.</source>
        <translation>복사한 행: {0}.</translation>
    </message>
</context>
<context>
    <name>DescribeTableModel</name>
    <message>
        <location filename="../../ui/describe/table_model.py" line="170"/>
        <source>Thumbnail of {0}</source>
        <translation>{0}의 미리보기</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="225"/>
        <source>Image</source>
        <translation>이미지</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="226"/>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="227"/>
        <source>Description</source>
        <translation>설명</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="228"/>
        <source>Input</source>
        <translation>입력</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="229"/>
        <source>Output</source>
        <translation>출력</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="230"/>
        <source>Cost</source>
        <translation>비용</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="231"/>
        <source>State</source>
        <translation>상태</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="251"/>
        <location filename="../../ui/describe/table_model.py" line="263"/>
        <source>Error</source>
        <translation>오류</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="257"/>
        <source>Waiting</source>
        <translation>대기 중</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="259"/>
        <source>Describing…</source>
        <translation>설명 중…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="261"/>
        <source>Done (edited)</source>
        <translation>완료 (편집됨)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="261"/>
        <source>Done</source>
        <translation>완료</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="263"/>
        <source>Error: {0}</source>
        <translation>오류: {0}</translation>
    </message>
</context>
<context>
    <name>DescribeWindow</name>
    <message>
        <location filename="../../ui/describe/view.py" line="37"/>
        <source>Alt text</source>
        <translation>대체 텍스트</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="38"/>
        <source>Caption</source>
        <translation>캡션</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="39"/>
        <source>Extract the text</source>
        <translation>텍스트 추출</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="40"/>
        <source>Tags as JSON</source>
        <translation>태그 (JSON)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="43"/>
        <source>Auto</source>
        <translation>자동</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="44"/>
        <source>Low (cheapest)</source>
        <translation>낮음 (가장 저렴)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="45"/>
        <source>High (fine detail)</source>
        <translation>높음 (세부까지)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="184"/>
        <location filename="../../ui/describe/view.py" line="185"/>
        <source>Describe images</source>
        <translation>이미지 설명</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="188"/>
        <source>Choose &amp;folder…</source>
        <translation>폴더 선택(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="189"/>
        <source>Every image in a folder and the folders in it</source>
        <translation>폴더와 그 안의 폴더에 있는 모든 이미지</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="190"/>
        <source>Choose f&amp;iles…</source>
        <translation>파일 선택(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="191"/>
        <source>No images chosen yet.</source>
        <translation>아직 선택한 이미지가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="203"/>
        <source>Your own…</source>
        <translation>직접 입력…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="208"/>
        <source>What to ask about each image</source>
        <translation>각 이미지에 대해 물을 내용</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="210"/>
        <source>{filename} is replaced by each image&apos;s file name.</source>
        <translation>{filename}은(는) 각 이미지의 파일 이름으로 바뀝니다.</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="230"/>
        <source>&amp;Start</source>
        <translation>시작(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="235"/>
        <source>Images described</source>
        <translation>설명한 이미지</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="236"/>
        <source>&amp;Pause</source>
        <translation>일시 정지(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="238"/>
        <source>Finish the images being described, then send no more</source>
        <translation>설명 중인 이미지를 마친 뒤 더 보내지 않습니다</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="240"/>
        <source>Res&amp;ume</source>
        <translation>재개(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="241"/>
        <source>S&amp;top</source>
        <translation>중지(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="243"/>
        <source>Stop now; the images not described yet can be resumed later</source>
        <translation>지금 중지합니다. 아직 설명하지 않은 이미지는 나중에 재개할 수 있습니다</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="245"/>
        <source>Retry f&amp;ailed</source>
        <translation>실패한 항목 재시도(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="254"/>
        <source>Descriptions</source>
        <translation>설명</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="256"/>
        <source>One row per image. F2 or a double click edits a description.</source>
        <translation>이미지마다 한 행. F2 또는 두 번 클릭으로 설명을 편집합니다.</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="262"/>
        <source>&amp;Copy</source>
        <translation>복사(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="263"/>
        <source>Copy the table as tab-separated text</source>
        <translation>표를 탭으로 구분된 텍스트로 복사</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="264"/>
        <source>&amp;Export…</source>
        <translation>내보내기(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="265"/>
        <source>Save as CSV, JSON or JSON Lines</source>
        <translation>CSV, JSON 또는 JSON Lines로 저장</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="287"/>
        <source>P&amp;rompt:</source>
        <translation>프롬프트(&amp;R):</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="289"/>
        <source>&amp;Model:</source>
        <translation>모델(&amp;M):</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="291"/>
        <source>&amp;Detail:</source>
        <translation>세부 수준(&amp;D):</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="294"/>
        <source>Prompt text</source>
        <translation>프롬프트 내용</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="314"/>
        <source>Choose a folder of images</source>
        <translation>이미지 폴더 선택</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="324"/>
        <source>Choose images</source>
        <translation>이미지 선택</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="326"/>
        <source>Images ({0});;All files (*)</source>
        <translation>이미지 ({0});;모든 파일 (*)</translation>
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
        <translation>설명 내보내기</translation>
    </message>
</context>
<context>
    <name>DescriptionEditor</name>
    <message>
        <location filename="../../ui/describe/view.py" line="60"/>
        <source>Description</source>
        <translation>설명</translation>
    </message>
</context>
<context>
    <name>DesktopShortcuts</name>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="31"/>
        <source>Quick ask</source>
        <translation>빠른 질문</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="32"/>
        <source>Capture region</source>
        <translation>영역 캡처</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="33"/>
        <source>New chat</source>
        <translation>새 채팅</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="45"/>
        <source>Quick ask from anywhere</source>
        <translation>어디서나 빠른 질문</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="49"/>
        <source>Looking for the desktop&apos;s shortcut service…</source>
        <translation>데스크톱의 단축키 서비스를 찾는 중…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="65"/>
        <source>This desktop offers no shortcut service. To ask from anywhere, bind these commands to keys in the desktop&apos;s own keyboard settings:</source>
        <translation>이 데스크톱에는 단축키 서비스가 없습니다. 어디서나 질문하려면 데스크톱 자체 키보드 설정에서 다음 명령을 키에 지정하세요:</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="86"/>
        <source>Copy</source>
        <translation>복사</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="89"/>
        <source>Copy the command for {0}</source>
        <translation>{0} 명령 복사</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="119"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="124"/>
        <source>The desktop bound no keys.</source>
        <translation>데스크톱이 키를 지정하지 않았습니다.</translation>
    </message>
</context>
<context>
    <name>Dictation</name>
    <message>
        <location filename="../../ui/voice/dictation.py" line="105"/>
        <source>Dictation cancelled.</source>
        <translation>받아쓰기를 취소했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="132"/>
        <source>Not transcribed: {0}</source>
        <translation>텍스트로 변환하지 못했습니다: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="140"/>
        <source>Nothing was heard in the recording.</source>
        <translation>녹음에서 아무 소리도 들리지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="169"/>
        <source>Stop and transcribe (Ctrl+Shift+V)</source>
        <translation>중지하고 텍스트로 변환 (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="171"/>
        <source>Dictate: speak, then stop to have it written here (Ctrl+Shift+V)</source>
        <translation>받아쓰기: 말한 뒤 중지하면 여기에 입력됩니다 (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="173"/>
        <source>Stop dictating</source>
        <translation>받아쓰기 중지</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="173"/>
        <source>Dictate</source>
        <translation>받아쓰기</translation>
    </message>
</context>
<context>
    <name>DiffDialog</name>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="36"/>
        <source>Compare two answers word by word</source>
        <translation>두 답변을 단어별로 비교</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="42"/>
        <source>First answer</source>
        <translation>첫 번째 답변</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="43"/>
        <source>Second answer</source>
        <translation>두 번째 답변</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="71"/>
        <source>{0:.0%} the same</source>
        <translation>{0:.0%} 동일</translation>
    </message>
</context>
<context>
    <name>DocumentChip</name>
    <message>
        <location filename="../../ui/composer/document_item.py" line="19"/>
        <source>as text</source>
        <translation>텍스트로</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="20"/>
        <source>as page images</source>
        <translation>페이지 이미지로</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="21"/>
        <source>as the file</source>
        <translation>파일로</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="63"/>
        <source>How {0} is sent</source>
        <translation>{0} 전송 방식</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="71"/>
        <source>Preview what is sent</source>
        <translation>전송 내용 미리 보기</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="76"/>
        <source>Remove {0}</source>
        <translation>{0} 제거</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="102"/>
        <source>{0}–{1} of {2} {3}</source>
        <translation>{0}–{1} / {2} {3}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="107"/>
        <source>{0} {1}</source>
        <translation>{0}{1}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="108"/>
        <source>{0} kB</source>
        <translation>{0} kB</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="109"/>
        <source>~{0} tokens</source>
        <translation>약 {0}토큰</translation>
    </message>
</context>
<context>
    <name>DocumentPreview</name>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="46"/>
        <source>The text that is sent</source>
        <translation>전송되는 텍스트</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="59"/>
        <source>First {0}</source>
        <translation>시작 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="60"/>
        <source>Last {0}</source>
        <translation>끝 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="68"/>
        <source>Send {0}</source>
        <translation>보낼 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="72"/>
        <source>of {0}</source>
        <translation>/ {0}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="90"/>
        <source>{0} characters</source>
        <translation>{0}자</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="92"/>
        <source>~{0} tokens</source>
        <translation>약 {0}토큰</translation>
    </message>
</context>
<context>
    <name>DocumentUnits</name>
    <message>
        <location filename="../../ui/composer/document_units.py" line="11"/>
        <source>page</source>
        <translation>페이지</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="11"/>
        <source>pages</source>
        <translation>페이지</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="13"/>
        <source>sheet</source>
        <translation>시트</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="14"/>
        <source>sheets</source>
        <translation>시트</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="17"/>
        <source>slide</source>
        <translation>슬라이드</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="18"/>
        <source>slides</source>
        <translation>슬라이드</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="20"/>
        <source>file</source>
        <translation>파일</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="20"/>
        <source>files</source>
        <translation>파일</translation>
    </message>
</context>
<context>
    <name>DocumentsPresenter</name>
    <message>
        <location filename="../../ui/composer/documents.py" line="185"/>
        <source>The text of {0} is no longer stored.</source>
        <translation>{0}의 텍스트는 더 이상 저장되어 있지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/composer/documents.py" line="218"/>
        <source>A large document</source>
        <translation>큰 문서</translation>
    </message>
    <message>
        <location filename="../../ui/composer/documents.py" line="220"/>
        <source>Send all</source>
        <translation>모두 보내기</translation>
    </message>
    <message>
        <location filename="../../ui/composer/documents.py" line="221"/>
        <source>Choose pages…</source>
        <translation>페이지 선택…</translation>
    </message>
</context>
<context>
    <name>Endpoints</name>
    <message>
        <location filename="../../services/endpoints.py" line="130"/>
        <source>Your key is kept in your system keyring ({0}), never in a file.</source>
        <translation>키는 시스템 키링({0})에 보관되며 파일에는 저장되지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="134"/>
        <source>This computer has no keyring: the key is used for this session only.</source>
        <translation>이 컴퓨터에는 키링이 없습니다. 키는 이번 세션에만 사용됩니다.</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="155"/>
        <source>The system keyring did not answer.</source>
        <translation>시스템 키링이 응답하지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="163"/>
        <source>COMETDESK_API_KEY (this run only)</source>
        <translation>COMETDESK_API_KEY (이번 실행에만)</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="137"/>
        <location filename="../../services/endpoints.py" line="196"/>
        <source>{0} The key is used for this session only.</source>
        <translation>{0} 키는 이번 세션에만 사용됩니다.</translation>
    </message>
</context>
<context>
    <name>EndpointsTab</name>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="57"/>
        <source>&lt;b&gt;No other endpoints yet.&lt;/b&gt;&lt;br&gt;An endpoint profile is another OpenAI-compatible server, such as a model server on this computer or another gateway, with its own base URL and key. Once added, it can be chosen for each conversation in the Model section. CometAPI, set on the Account tab, is always there.</source>
        <translation>&lt;b&gt;아직 다른 엔드포인트가 없습니다.&lt;/b&gt;&lt;br&gt;엔드포인트 프로필은 이 컴퓨터의 모델 서버나 다른 게이트웨이처럼 자체 기본 URL과 키를 가진 다른 OpenAI 호환 서버입니다. 추가하면 ‘모델’ 섹션에서 대화마다 고를 수 있습니다. ‘계정’ 탭에서 설정한 CometAPI는 항상 사용할 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>ErrorCard</name>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="420"/>
        <source>Retry</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="421"/>
        <source>Ask again; the failed attempt is kept, folded</source>
        <translation>다시 요청합니다. 실패한 시도는 접힌 채로 보관됩니다</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="427"/>
        <source>Open settings</source>
        <translation>설정 열기</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="433"/>
        <source>Error: {0}</source>
        <translation>오류: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="447"/>
        <source>The request failed</source>
        <translation>요청이 실패했습니다</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="449"/>
        <source>{0} — is the server running?</source>
        <translation>{0} — 서버가 실행 중인가요?</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="456"/>
        <source>Start the server, or check the base URL in Settings, then retry.</source>
        <translation>서버를 시작하거나 설정에서 기본 URL을 확인한 뒤 다시 시도하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="462"/>
        <source>The connection dropped. Check your network, then retry.</source>
        <translation>연결이 끊겼습니다. 네트워크를 확인한 뒤 다시 시도하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="468"/>
        <source>The server took too long to answer. Retry in a moment.</source>
        <translation>서버 응답이 너무 오래 걸렸습니다. 잠시 후 다시 시도하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="474"/>
        <source>Check the API key in Settings, then retry.</source>
        <translation>설정에서 API 키를 확인한 뒤 다시 시도하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="480"/>
        <source>Top up the account or choose a cheaper model, then retry.</source>
        <translation>계정을 충전하거나 더 저렴한 모델을 선택한 뒤 다시 시도하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="486"/>
        <source>Choose another model, or check the base URL in Settings.</source>
        <translation>다른 모델을 선택하거나 설정에서 기본 URL을 확인하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="492"/>
        <source>Change the parameters or the attachments, then retry.</source>
        <translation>매개변수나 첨부 파일을 변경한 뒤 다시 시도하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="498"/>
        <source>Too many requests for now. Wait a little, then retry.</source>
        <translation>지금은 요청이 너무 많습니다. 잠시 기다린 뒤 다시 시도하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="504"/>
        <source>The problem is on the server&apos;s side. Retrying often works.</source>
        <translation>서버 쪽 문제입니다. 다시 시도하면 해결되는 경우가 많습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="510"/>
        <source>The reply arrived garbled or broke off. Retry to ask again.</source>
        <translation>답변이 깨진 채 도착했거나 도중에 끊겼습니다. 다시 시도해 새로 요청하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="516"/>
        <source>Retry to ask again.</source>
        <translation>다시 시도해 새로 요청하세요.</translation>
    </message>
</context>
<context>
    <name>FailedAttempts</name>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="40"/>
        <source>1 failed attempt</source>
        <translation>실패한 시도 1회</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="42"/>
        <source>{0} failed attempts</source>
        <translation>실패한 시도 {0}회</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="50"/>
        <source>Attempt {0} · {1} — {2}</source>
        <translation>시도 {0} · {1} — {2}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="53"/>
        <source>it failed</source>
        <translation>실패했습니다</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="58"/>
        <source>What had arrived: {0}</source>
        <translation>도착했던 내용: {0}</translation>
    </message>
</context>
<context>
    <name>Failures</name>
    <message>
        <location filename="../../services/failures.py" line="28"/>
        <location filename="../../services/failures.py" line="37"/>
        <source>The disk is full. Free some space and try again.</source>
        <translation>디스크가 가득 찼습니다. 공간을 확보한 뒤 다시 시도하세요.</translation>
    </message>
    <message>
        <location filename="../../services/failures.py" line="31"/>
        <source>Comet Desk may not write there{0}. Check the folder&apos;s permissions.</source>
        <translation>Comet Desk에는 그 위치{0}에 쓸 권한이 없습니다. 폴더 권한을 확인하세요.</translation>
    </message>
    <message>
        <location filename="../../services/failures.py" line="39"/>
        <source>That was too large or too deeply nested to handle; nothing was lost.</source>
        <translation>너무 크거나 중첩이 너무 깊어 처리할 수 없습니다. 잃어버린 데이터는 없습니다.</translation>
    </message>
    <message>
        <location filename="../../services/failures.py" line="43"/>
        <source>Something went wrong. The details are in the log: {0}</source>
        <translation>문제가 발생했습니다. 자세한 내용은 로그에 있습니다: {0}</translation>
    </message>
    <message>
        <location filename="../../services/failures.py" line="46"/>
        <source>Something went wrong. The details are in the log.</source>
        <translation>문제가 발생했습니다. 자세한 내용은 로그에 있습니다.</translation>
    </message>
</context>
<context>
    <name>FiguresFeed</name>
    <message>
        <location filename="../../ui/compare/figures_feed.py" line="67"/>
        <source>Column {0}</source>
        <translation>{0}열</translation>
    </message>
</context>
<context>
    <name>FiguresModel</name>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="78"/>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="79"/>
        <source>First token</source>
        <translation>첫 토큰</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="80"/>
        <source>Tokens/s</source>
        <translation>토큰/초</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="81"/>
        <source>Input tokens</source>
        <translation>입력 토큰</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="82"/>
        <source>Output tokens</source>
        <translation>출력 토큰</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="83"/>
        <source>Cost</source>
        <translation>비용</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="84"/>
        <source>Words</source>
        <translation>단어 수</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="85"/>
        <source>Finish</source>
        <translation>종료 사유</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="86"/>
        <source>Mean token probability</source>
        <translation>토큰 평균 확률</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="91"/>
        <source>The column&apos;s model (a letter while the arena hides the names)</source>
        <translation>이 열의 모델 (아레나에서 이름을 숨기는 동안에는 문자로 표시)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="92"/>
        <source>Seconds from sending to the first token of the reply</source>
        <translation>전송부터 답변의 첫 토큰까지 걸린 시간(초)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="93"/>
        <source>Output tokens per second, from the first token to the end</source>
        <translation>초당 출력 토큰 수 (첫 토큰부터 끝까지)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="94"/>
        <source>Tokens sent: the prompt and the column&apos;s history</source>
        <translation>보낸 토큰: 프롬프트와 이 열의 기록</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="95"/>
        <source>Tokens generated, reasoning included</source>
        <translation>생성된 토큰 (추론 포함)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="96"/>
        <source>What the reply cost, from the catalog&apos;s prices</source>
        <translation>답변 비용 (카탈로그 가격 기준)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="97"/>
        <source>Length of the answer in words</source>
        <translation>답변 길이 (단어 수)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="98"/>
        <source>Why the reply ended</source>
        <translation>답변이 끝난 이유</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="99"/>
        <source>How sure the model was: the mean probability of its tokens</source>
        <translation>모델의 확신도: 토큰의 평균 확률</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="113"/>
        <source>after the vote</source>
        <translation>투표 후</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="115"/>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="119"/>
        <source>{0} s</source>
        <translation>{0}초</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="124"/>
        <source>{0}, of which {1} reasoning</source>
        <translation>{0}(그중 추론 {1})</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="130"/>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="154"/>
        <source>First token (s)</source>
        <translation>첫 토큰 (초)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="156"/>
        <source>Cost (USD)</source>
        <translation>비용 (USD)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="161"/>
        <source>stop</source>
        <translation>완료</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="162"/>
        <source>length (max tokens)</source>
        <translation>길이 (최대 토큰 수)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="163"/>
        <source>content filter</source>
        <translation>콘텐츠 필터</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="164"/>
        <source>tool calls</source>
        <translation>도구 호출</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="165"/>
        <source>answering…</source>
        <translation>답변 중…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="166"/>
        <source>stopped by you</source>
        <translation>사용자가 중지함</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="167"/>
        <source>error</source>
        <translation>오류</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="168"/>
        <source>incomplete</source>
        <translation>미완료</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="169"/>
        <source>interrupted</source>
        <translation>중단됨</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="170"/>
        <source>no reply yet</source>
        <translation>아직 답변 없음</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="241"/>
        <source>hidden until the vote</source>
        <translation>투표 전까지 숨김</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="243"/>
        <source>unknown: {0}</source>
        <translation>알 수 없음: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="244"/>
        <source>not reported</source>
        <translation>보고되지 않음</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="246"/>
        <source>{0} seconds</source>
        <translation>{0}초</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="249"/>
        <source>{0}, best</source>
        <translation>{0}, 최고</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="254"/>
        <source>Prices would give the models away: the cost shows after the vote.</source>
        <translation>가격을 보면 모델을 알 수 있으므로 비용은 투표 후에 표시됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="260"/>
        <source>The first to answer</source>
        <translation>가장 먼저 답변</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="261"/>
        <source>The fastest</source>
        <translation>가장 빠름</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="262"/>
        <source>The cheapest</source>
        <translation>가장 저렴</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="268"/>
        <source>the endpoint reported no token usage for this reply</source>
        <translation>엔드포인트가 이 답변의 토큰 사용량을 보고하지 않았습니다</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="269"/>
        <source>the endpoint reported a negative token count</source>
        <translation>엔드포인트가 음수 토큰 수를 보고했습니다</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="271"/>
        <source>the endpoint reported more cached tokens than input tokens</source>
        <translation>엔드포인트가 입력 토큰보다 많은 캐시 토큰을 보고했습니다</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="274"/>
        <source>the endpoint reported more reasoning tokens than output tokens</source>
        <translation>엔드포인트가 출력 토큰보다 많은 추론 토큰을 보고했습니다</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="290"/>
        <source>{0}. Click to sort.</source>
        <translation>{0}. 클릭하여 정렬.</translation>
    </message>
</context>
<context>
    <name>FiguresPanel</name>
    <message>
        <location filename="../../ui/compare/figures.py" line="123"/>
        <location filename="../../ui/compare/figures.py" line="131"/>
        <location filename="../../ui/compare/figures.py" line="132"/>
        <source>Figures</source>
        <translation>수치</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="133"/>
        <source>Show or hide the figures of each column</source>
        <translation>각 열의 수치 표시/숨기기</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="144"/>
        <location filename="../../ui/compare/figures.py" line="279"/>
        <source>Copy as Markdown</source>
        <translation>Markdown으로 복사</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="146"/>
        <source>Copy the whole table as a Markdown table</source>
        <translation>표 전체를 Markdown 표로 복사</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="147"/>
        <location filename="../../ui/compare/figures.py" line="280"/>
        <source>Copy as CSV</source>
        <translation>CSV로 복사</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="149"/>
        <source>Copy the whole table as comma-separated values</source>
        <translation>표 전체를 쉼표로 구분된 값(CSV)으로 복사</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="223"/>
        <source>latest exchange of each column</source>
        <translation>각 열의 최근 주고받은 내용</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="233"/>
        <source>first to answer: {0}</source>
        <translation>가장 먼저 답변: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="234"/>
        <source>fastest: {0}</source>
        <translation>가장 빠름: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="235"/>
        <source>cheapest: {0}</source>
        <translation>가장 저렴: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="271"/>
        <source>Copied</source>
        <translation>복사됨</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="285"/>
        <source>Copy this figure</source>
        <translation>이 수치 복사</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="288"/>
        <source>Sort by {0}</source>
        <translation>“{0}” 기준으로 정렬</translation>
    </message>
</context>
<context>
    <name>FiguresTable</name>
    <message>
        <location filename="../../ui/compare/figures.py" line="49"/>
        <source>Figures of the latest exchange</source>
        <translation>최근 주고받은 내용의 수치</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="51"/>
        <source>One row per column. Click a column&apos;s header to sort by it.</source>
        <translation>비교 열마다 한 행. 머리글을 클릭하면 그 항목으로 정렬합니다.</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <location filename="../../ui/shell/main_window.py" line="134"/>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.py" line="135"/>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/room.py" line="102"/>
        <source>&amp;New chat with an assistant…</source>
        <translation>어시스턴트로 새 채팅(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/room.py" line="107"/>
        <source>Start a chat with an assistant&apos;s instructions, model and tools</source>
        <translation>어시스턴트의 지침, 모델, 도구로 채팅 시작</translation>
    </message>
    <message>
        <location filename="../../ui/capture/room.py" line="90"/>
        <source>Capture a &amp;region of the screen</source>
        <translation>화면 일부 캡처(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/capture/room.py" line="95"/>
        <source>Freeze the screen, drag a rectangle, and attach it to the message</source>
        <translation>화면을 멈추고 사각형을 드래그하여 메시지에 첨부합니다</translation>
    </message>
    <message>
        <location filename="../../ui/quick/room.py" line="111"/>
        <source>Quick &amp;ask…</source>
        <translation>빠른 질문(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../ui/quick/room.py" line="116"/>
        <source>A small window that stays on top: ask one thing, with an image if you like</source>
        <translation>항상 위에 표시되는 작은 창: 한 가지를 물어볼 수 있습니다 (원하면 이미지도 함께)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/room.py" line="31"/>
        <source>&amp;Describe images…</source>
        <translation>이미지 설명(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/room.py" line="36"/>
        <source>Describe a folder of images: alt text, captions, text or tags, to a file</source>
        <translation>폴더의 이미지 설명: 대체 텍스트, 캡션, 텍스트 또는 태그를 파일로 저장</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="125"/>
        <source>&amp;Import…</source>
        <translation>가져오기(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="129"/>
        <source>Import a Comet Desk export or a ChatGPT conversations.json</source>
        <translation>Comet Desk 내보내기 파일 또는 ChatGPT conversations.json 가져오기</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="137"/>
        <source>Export all as &amp;JSON…</source>
        <translation>모두 JSON으로 내보내기(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="146"/>
        <source>Export all as &amp;Markdown…</source>
        <translation>모두 Markdown으로 내보내기(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="51"/>
        <source>New &amp;chat</source>
        <translation>새 채팅(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="56"/>
        <source>Start a new conversation</source>
        <translation>새 대화를 시작합니다</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="62"/>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/sync/room.py" line="94"/>
        <source>&amp;Sync and backups…</source>
        <translation>동기화 및 백업(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/room.py" line="98"/>
        <source>Keep this history in step with your other machines, end-to-end encrypted</source>
        <translation>이 기록을 다른 기기와 동기화합니다 (종단 간 암호화)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.py" line="136"/>
        <source>&amp;Tools</source>
        <translation>도구(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/room.py" line="64"/>
        <source>MCP servers and tools…</source>
        <translation>MCP 서버 및 도구…</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/room.py" line="50"/>
        <source>&amp;Prompts…</source>
        <translation>프롬프트(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/room.py" line="54"/>
        <source>Saved prompts: type / at the start of the message box to use one</source>
        <translation>저장된 프롬프트: 입력창 맨 앞에 /를 입력하면 사용할 수 있습니다</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/room.py" line="29"/>
        <source>Prompt &amp;sets…</source>
        <translation>프롬프트 세트(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/room.py" line="33"/>
        <source>Send many prompts to several models and compare the answers in a grid</source>
        <translation>여러 프롬프트를 여러 모델에 보내고 답변을 격자로 비교합니다</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/room.py" line="77"/>
        <source>&amp;Knowledge bases…</source>
        <translation>지식 베이스(&amp;K)…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/room.py" line="81"/>
        <source>Folders of documents a chat can search and cite</source>
        <translation>채팅에서 검색하고 인용할 수 있는 문서 폴더</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/room.py" line="115"/>
        <source>&amp;Assistants…</source>
        <translation>어시스턴트(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/room.py" line="119"/>
        <source>Assistants: instructions, a model, tools and knowledge to start chats with</source>
        <translation>어시스턴트: 채팅을 시작할 때 쓰는 지침, 모델, 도구, 지식</translation>
    </message>
</context>
<context>
    <name>FirstRunSheet</name>
    <message>
        <location filename="../../ui/settings/first_run.py" line="103"/>
        <source>Paste an API key to start chatting. Comet Desk talks to CometAPI or any OpenAI-compatible endpoint.</source>
        <translation>채팅을 시작하려면 API 키를 붙여넣으세요. Comet Desk는 CometAPI 또는 모든 OpenAI 호환 엔드포인트와 통신합니다.</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="120"/>
        <location filename="../../ui/settings/first_run.py" line="274"/>
        <source>Show</source>
        <translation>보기</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="137"/>
        <source>No key yet? Create one in the &lt;a href=&quot;{url}&quot;&gt;CometAPI console&lt;/a&gt;.</source>
        <translation>아직 키가 없나요? &lt;a href=&quot;{url}&quot;&gt;CometAPI 콘솔&lt;/a&gt;에서 만드세요.</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="175"/>
        <source>Change it for another OpenAI-compatible endpoint; more can be added later in Settings.</source>
        <translation>다른 OpenAI 호환 엔드포인트를 쓰려면 변경하세요. 나중에 설정에서 더 추가할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="252"/>
        <source>Checking…</source>
        <translation>확인 중…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="274"/>
        <source>Hide</source>
        <translation>숨기기</translation>
    </message>
</context>
<context>
    <name>GlobalShortcuts</name>
    <message>
        <location filename="../../ui/settings/global_shortcuts.py" line="52"/>
        <source>Quick ask</source>
        <translation>빠른 질문</translation>
    </message>
    <message>
        <location filename="../../ui/settings/global_shortcuts.py" line="55"/>
        <source>Capture a region of the screen</source>
        <translation>화면 일부 캡처</translation>
    </message>
    <message>
        <location filename="../../ui/settings/global_shortcuts.py" line="62"/>
        <source>This desktop offers no shortcut service (the XDG GlobalShortcuts portal).</source>
        <translation>이 데스크톱에는 단축키 서비스(XDG GlobalShortcuts 포털)가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/settings/global_shortcuts.py" line="254"/>
        <source>The desktop&apos;s shortcut service stopped answering.</source>
        <translation>데스크톱의 단축키 서비스가 응답을 멈췄습니다.</translation>
    </message>
</context>
<context>
    <name>ImageModePresenter</name>
    <message>
        <location filename="../../ui/imagegen/presenter.py" line="29"/>
        <source>Image mode</source>
        <translation>이미지 모드</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/presenter.py" line="34"/>
        <source>Image options for {0}</source>
        <translation>{0}의 이미지 옵션</translation>
    </message>
</context>
<context>
    <name>ImageOptionsBar</name>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="15"/>
        <source>Image options</source>
        <translation>이미지 옵션</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="19"/>
        <source>Image mode</source>
        <translation>이미지 모드</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="22"/>
        <source>Image size</source>
        <translation>이미지 크기</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="23"/>
        <source>Image quality</source>
        <translation>이미지 품질</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="26"/>
        <location filename="../../ui/imagegen/options_bar.py" line="27"/>
        <source>Number of images</source>
        <translation>이미지 수</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="30"/>
        <source>&amp;Size</source>
        <translation>크기(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="32"/>
        <source>&amp;Quality</source>
        <translation>품질(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="34"/>
        <source>Ima&amp;ges</source>
        <translation>이미지 수(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="66"/>
        <source>Auto</source>
        <translation>자동</translation>
    </message>
</context>
<context>
    <name>ImageTurn</name>
    <message>
        <location filename="../../services/image_turn.py" line="28"/>
        <source>{0} does not edit images: the attached image was not sent.</source>
        <translation>{0}은(는) 이미지를 편집하지 않으므로 첨부한 이미지를 보내지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../services/image_turn.py" line="31"/>
        <source>The attached image was sent to be edited.</source>
        <translation>첨부한 이미지를 편집하도록 보냈습니다.</translation>
    </message>
    <message>
        <location filename="../../services/image_turn.py" line="32"/>
        <source>Describe the image to make: the prompt is empty.</source>
        <translation>만들 이미지를 설명해 주세요. 프롬프트가 비어 있습니다.</translation>
    </message>
</context>
<context>
    <name>ImageViewer</name>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="37"/>
        <source>&amp;Fit to window</source>
        <translation>창에 맞추기(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="44"/>
        <source>This image could not be shown.</source>
        <translation>이 이미지를 표시할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="46"/>
        <source>{0}×{1} pixels</source>
        <translation>{0}×{1} 픽셀</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="55"/>
        <source>&amp;Save as…</source>
        <translation>다른 이름으로 저장(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="57"/>
        <source>Save the image as a file</source>
        <translation>이미지를 파일로 저장</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="72"/>
        <source>Save image</source>
        <translation>이미지 저장</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="72"/>
        <source>Images (*.{0})</source>
        <translation>이미지 (*.{0})</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="80"/>
        <source>Could not save the image: {0}</source>
        <translation>이미지를 저장할 수 없습니다: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="82"/>
        <source>Saved.</source>
        <translation>저장했습니다.</translation>
    </message>
</context>
<context>
    <name>ItemManager</name>
    <message>
        <location filename="../../ui/common/item_manager.py" line="62"/>
        <source>&amp;New…</source>
        <translation>새로 만들기(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../ui/common/item_manager.py" line="63"/>
        <source>&amp;Edit…</source>
        <translation>편집(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../ui/common/item_manager.py" line="64"/>
        <source>&amp;Delete</source>
        <translation>삭제(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/common/item_manager.py" line="65"/>
        <source>&amp;Import…</source>
        <translation>가져오기(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/common/item_manager.py" line="67"/>
        <source>E&amp;xport…</source>
        <translation>내보내기(&amp;X)…</translation>
    </message>
</context>
<context>
    <name>KnowledgePresenter</name>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="151"/>
        <source>{0} · {1} documents, {2} passages, {3} embedded · {4}</source>
        <translation>{0} · 문서 {1}개, 구절 {2}개, {3}개 임베딩됨 · {4}</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="156"/>
        <source>no folders</source>
        <translation>폴더 없음</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="296"/>
        <source>&amp;Resume</source>
        <translation>재개(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="297"/>
        <source>Resume indexing</source>
        <translation>색인 재개</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="176"/>
        <source>Everything read is embedded.</source>
        <translation>읽은 내용이 모두 임베딩되었습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="179"/>
        <source>price unknown</source>
        <translation>가격 알 수 없음</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="181"/>
        <source>under $0.0001</source>
        <translation>$0.0001 미만</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="185"/>
        <source>To embed: 1 passage, about {0} tokens ({1}).</source>
        <translation>임베딩할 항목: 구절 1개, 약 {0}토큰 ({1}).</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="188"/>
        <source>To embed: {0} passages, about {1} tokens ({2}).</source>
        <translation>임베딩할 항목: 구절 {0}개, 약 {1}토큰 ({2}).</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="363"/>
        <source>A folder for the knowledge base</source>
        <translation>지식 베이스에 넣을 폴더</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="204"/>
        <source>Give the knowledge base a name.</source>
        <translation>지식 베이스 이름을 입력하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="206"/>
        <source>Add at least one folder or file.</source>
        <translation>폴더나 파일을 하나 이상 추가하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="208"/>
        <source>A knowledge base named {0} exists already.</source>
        <translation>이름이 {0}인 지식 베이스가 이미 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="304"/>
        <source>&amp;Pause</source>
        <translation>일시 정지(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="305"/>
        <source>Pause indexing</source>
        <translation>색인 일시 정지</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="256"/>
        <source>Reading the files…</source>
        <translation>파일을 읽는 중…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="256"/>
        <source>Updating…</source>
        <translation>업데이트 중…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="273"/>
        <source>Reading files: {0} of {1}</source>
        <translation>파일 읽는 중: {1}개 중 {0}개</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="275"/>
        <source>Embedding passages: {0} of {1}</source>
        <translation>구절 임베딩 중: {1}개 중 {0}개</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="293"/>
        <source>Paused; Resume goes on from where it stopped.</source>
        <translation>일시 정지했습니다. 재개하면 멈춘 곳부터 이어서 진행합니다.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="295"/>
        <source>1 file read</source>
        <translation>파일 1개 읽음</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="297"/>
        <source>{0} files read</source>
        <translation>파일 {0}개 읽음</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="300"/>
        <source>1 passage embedded</source>
        <translation>구절 1개 임베딩됨</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="302"/>
        <source>{0} passages embedded</source>
        <translation>구절 {0}개 임베딩됨</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="305"/>
        <source>{0}, {1}, {2} removed.</source>
        <translation>{0}, {1}, {2}개 제거.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="306"/>
        <source>{0}, {1}.</source>
        <translation>{0}, {1}.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="328"/>
        <source>Remove {0}? Its documents on disk stay.</source>
        <translation>{0}을(를) 제거할까요? 디스크의 문서는 그대로 남습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="348"/>
        <source>Removed {0}; its documents are untouched.</source>
        <translation>{0}을(를) 제거했습니다. 문서는 그대로 남아 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="360"/>
        <source>Searching…</source>
        <translation>검색 중…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="371"/>
        <source>Keyword hits only: {0}</source>
        <translation>키워드 일치 결과만 표시: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="383"/>
        <source>No passages found.</source>
        <translation>찾은 구절이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="385"/>
        <source>1 passage found.</source>
        <translation>구절 1개를 찾았습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="387"/>
        <source>{0} passages found.</source>
        <translation>구절 {0}개를 찾았습니다.</translation>
    </message>
</context>
<context>
    <name>KnowledgeSection</name>
    <message>
        <location filename="../../ui/inspector/knowledge_section.py" line="22"/>
        <source>Knowledge bases</source>
        <translation>지식 베이스</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/knowledge_section.py" line="26"/>
        <source>No knowledge bases yet.</source>
        <translation>아직 지식 베이스가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/knowledge_section.py" line="32"/>
        <source>Manage knowledge bases…</source>
        <translation>지식 베이스 관리…</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/knowledge_section.py" line="33"/>
        <source>Manage knowledge bases</source>
        <translation>지식 베이스 관리</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/knowledge_section.py" line="44"/>
        <source>Search {0} before each reply</source>
        <translation>답변할 때마다 먼저 {0} 검색</translation>
    </message>
</context>
<context>
    <name>KnowledgeWindow</name>
    <message>
        <location filename="../../ui/knowledge/window.py" line="77"/>
        <location filename="../../ui/knowledge/window.py" line="84"/>
        <source>Knowledge bases</source>
        <translation>지식 베이스</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="86"/>
        <source>No knowledge bases yet: New… makes one.</source>
        <translation>아직 지식 베이스가 없습니다. ‘새로 만들기…’로 만들 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="88"/>
        <source>&amp;New…</source>
        <translation>새로 만들기(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="88"/>
        <source>New knowledge base</source>
        <translation>새 지식 베이스</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="91"/>
        <source>&amp;Remove</source>
        <translation>제거(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="91"/>
        <source>Remove the knowledge base</source>
        <translation>지식 베이스 제거</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="106"/>
        <source>Name of the new knowledge base</source>
        <translation>새 지식 베이스 이름</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="109"/>
        <source>Folders and files, one a line</source>
        <translation>폴더와 파일 (한 줄에 하나씩)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="110"/>
        <source>One folder or file a line</source>
        <translation>한 줄에 폴더나 파일 하나씩</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="114"/>
        <source>Add &amp;folder…</source>
        <translation>폴더 추가(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="114"/>
        <source>Add a folder</source>
        <translation>폴더 추가</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="119"/>
        <location filename="../../ui/knowledge/window.py" line="141"/>
        <source>Embedding model</source>
        <translation>임베딩 모델</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="121"/>
        <source>&amp;Create</source>
        <translation>만들기(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="121"/>
        <source>Create the knowledge base</source>
        <translation>지식 베이스 만들기</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="124"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="126"/>
        <source>Cancel the new knowledge base</source>
        <translation>새 지식 베이스 만들기 취소</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="139"/>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="140"/>
        <source>Folders and files</source>
        <translation>폴더와 파일</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="157"/>
        <source>Indexing progress</source>
        <translation>색인 진행률</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="161"/>
        <source>&amp;Index</source>
        <translation>색인(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="161"/>
        <source>Index the knowledge base</source>
        <translation>지식 베이스 색인</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="164"/>
        <source>&amp;Pause</source>
        <translation>일시 정지(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="164"/>
        <source>Pause indexing</source>
        <translation>색인 일시 정지</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="168"/>
        <source>Re-index</source>
        <translation>다시 색인</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="170"/>
        <source>Embed every passage again</source>
        <translation>모든 구절을 다시 임베딩</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="183"/>
        <source>Remove it</source>
        <translation>제거</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="186"/>
        <source>Keep it</source>
        <translation>유지</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="195"/>
        <location filename="../../ui/knowledge/window.py" line="198"/>
        <source>Files that could not be read</source>
        <translation>읽을 수 없는 파일</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="203"/>
        <source>Search the knowledge base</source>
        <translation>지식 베이스 검색</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="204"/>
        <source>Search this base, then Enter</source>
        <translation>이 지식 베이스에서 검색 (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="209"/>
        <source>Passages found; Enter opens one</source>
        <translation>찾은 구절. Enter로 엽니다</translation>
    </message>
</context>
<context>
    <name>LeaderboardDialog</name>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="79"/>
        <source>All time</source>
        <translation>전체 기간</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="80"/>
        <source>Last 30 days</source>
        <translation>최근 30일</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="81"/>
        <source>Last 7 days</source>
        <translation>최근 7일</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="92"/>
        <source>Your leaderboard</source>
        <translation>나의 리더보드</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="98"/>
        <source>Period</source>
        <translation>기간</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="107"/>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="108"/>
        <source>Rating</source>
        <translation>레이팅</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="109"/>
        <source>95% interval</source>
        <translation>95% 구간</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="110"/>
        <source>Votes</source>
        <translation>투표 수</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="111"/>
        <source>Wins</source>
        <translation>승리 수</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="114"/>
        <source>Leaderboard</source>
        <translation>리더보드</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="122"/>
        <source>Export CSV…</source>
        <translation>CSV 내보내기…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="134"/>
        <source>Each blind vote counts once, as a choice of the best among the answers shown (Plackett–Luce). Ratings are on an Elo-like scale (1000 = the models&apos; average); the 95% interval is where the rating likely lies, given your votes. Votes and Wins count votes with a winner: ties and all bad do not move the ratings, and a model needs {0} votes with a winner before it gets an interval.</source>
        <translation>블라인드 투표는 한 번씩, 보여 준 답변 중 가장 좋은 것을 고른 것으로 셉니다(Plackett–Luce). 평점은 Elo와 비슷한 척도입니다(1000 = 모델 평균). 95% 구간은 투표로 보아 평점이 있을 법한 범위입니다. 투표와 승리는 승자가 있는 투표만 셉니다. 무승부와 ‘모두 나쁨’은 평점을 움직이지 않으며, 구간이 표시되려면 승자가 있는 투표가 {0}개 필요합니다.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="160"/>
        <source>Computing…</source>
        <translation>계산 중…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="169"/>
        <source>not enough votes yet ({0} of {1})</source>
        <translation>아직 투표 수 부족 ({1}표 중 {0}표)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="178"/>
        <source>{0} vote(s) with a winner; also shown in {1} tie(s) and {2} all bad</source>
        <translation>승자가 있는 투표 {0}개. 그 밖에 무승부 {1}개, ‘모두 나쁨’ {2}개에 표시됨</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="181"/>
        <source>{0} vote(s)</source>
        <translation>{0}표</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="188"/>
        <source>{0} vote(s) with a winner move the ratings; {1} tie(s) and {2} all bad do not.</source>
        <translation>승자가 있는 투표 {0}개가 평점을 움직입니다. 무승부 {1}개와 ‘모두 나쁨’ {2}개는 움직이지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="192"/>
        <source>{0} vote(s) between answers of one model say nothing about the order.</source>
        <translation>한 모델의 답변끼리 한 투표 {0}개는 순위에 대해 아무것도 말해 주지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="198"/>
        <source>Export leaderboard</source>
        <translation>리더보드 내보내기</translation>
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
        <translation>설정</translation>
    </message>
</context>
<context>
    <name>MessageActions</name>
    <message>
        <location filename="../../services/message_actions.py" line="118"/>
        <source>Previous version</source>
        <translation>이전 버전</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="125"/>
        <source>Next version</source>
        <translation>다음 버전</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="130"/>
        <source>Copy</source>
        <translation>복사</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="133"/>
        <source>Edit</source>
        <translation>편집</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="138"/>
        <source>Continue</source>
        <translation>계속</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="142"/>
        <source>Regenerate</source>
        <translation>다시 생성</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="145"/>
        <source>Retry</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="149"/>
        <source>Show token probabilities</source>
        <translation>토큰 확률 보기</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="155"/>
        <source>Hide token probabilities</source>
        <translation>토큰 확률 숨기기</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="161"/>
        <source>Read aloud</source>
        <translation>소리 내어 읽기</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="167"/>
        <source>Stop reading aloud</source>
        <translation>소리 내어 읽기 중지</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="173"/>
        <source>Copy as plain text</source>
        <translation>일반 텍스트로 복사</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="180"/>
        <source>Fork from here</source>
        <translation>여기서 분기</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="187"/>
        <source>Save as prompt</source>
        <translation>프롬프트로 저장</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="194"/>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
</context>
<context>
    <name>MessageBody</name>
    <message>
        <location filename="../../ui/transcript/message_body.py" line="121"/>
        <source>Show all ({0} KB)</source>
        <translation>모두 보기 ({0} KB)</translation>
    </message>
</context>
<context>
    <name>MessageFooter</name>
    <message>
        <location filename="../../ui/transcript/message_footer.py" line="65"/>
        <source>Copy code block {0} ({1})</source>
        <translation>코드 블록 {0} 복사 ({1})</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_footer.py" line="73"/>
        <source>{0} for all {1} answers</source>
        <translation>{0} (답변 {1}개 합계)</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_footer.py" line="88"/>
        <source>This answer&apos;s own figures. The request&apos;s usage and cost, for all {0} answers, are shown with the first answer.</source>
        <translation>이 답변 자체의 수치입니다. 답변 {0}개 전체에 대한 요청의 사용량과 비용은 첫 번째 답변에 표시됩니다.</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="107"/>
        <location filename="../../ui/transcript/message_widget.py" line="553"/>
        <source>You</source>
        <translation>나</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="108"/>
        <source>Message from {0}</source>
        <translation>{0}의 메시지</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="185"/>
        <source>Editing in the box below</source>
        <translation>아래 입력창에서 편집 중</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="186"/>
        <source>Being edited</source>
        <translation>편집 중</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="194"/>
        <source>Assistant</source>
        <translation>어시스턴트</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="222"/>
        <source>Sources</source>
        <translation>출처</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="353"/>
        <source>This reply failed; the details come after the vote</source>
        <translation>이 답변은 실패했습니다. 자세한 내용은 투표 후에 표시됩니다</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="396"/>
        <source>Copied</source>
        <translation>복사됨</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="396"/>
        <source>Copy</source>
        <translation>복사</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/audio_label.py" line="23"/>
        <source>Audio clip {0}, {1}</source>
        <translation>오디오 클립 {0}, {1}</translation>
    </message>
</context>
<context>
    <name>ModelPopup</name>
    <message>
        <location filename="../../ui/common/model_search.py" line="64"/>
        <source>Search models</source>
        <translation>모델 검색</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="65"/>
        <source>Search models…</source>
        <translation>모델 검색…</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="69"/>
        <source>Models</source>
        <translation>모델</translation>
    </message>
</context>
<context>
    <name>ModelSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="152"/>
        <location filename="../../ui/inspector/sections.py" line="188"/>
        <location filename="../../ui/inspector/sections.py" line="190"/>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="157"/>
        <source>Which endpoint this conversation talks to</source>
        <translation>이 대화가 사용하는 엔드포인트</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="171"/>
        <source>Favourite model</source>
        <translation>즐겨찾는 모델</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="173"/>
        <source>Favourite models are listed first</source>
        <translation>즐겨찾는 모델이 먼저 표시됩니다</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="187"/>
        <source>Endpoint</source>
        <translation>엔드포인트</translation>
    </message>
</context>
<context>
    <name>ModelsPresenter</name>
    <message>
        <location filename="../../ui/inspector/models.py" line="190"/>
        <source>Could not load the model list: {0}</source>
        <translation>모델 목록을 불러올 수 없습니다: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="207"/>
        <source>Balance: unlimited</source>
        <translation>잔액: 무제한</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="209"/>
        <source>Balance: ${0:,.2f}</source>
        <translation>잔액: ${0:,.2f}</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="234"/>
        <source>Save preset</source>
        <translation>프리셋 저장</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="234"/>
        <source>Preset name:</source>
        <translation>프리셋 이름:</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="241"/>
        <source>Saved preset “{0}”.</source>
        <translation>프리셋 “{0}”을(를) 저장했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="250"/>
        <source>Applied preset “{0}”.</source>
        <translation>프리셋 “{0}”을(를) 적용했습니다.</translation>
    </message>
</context>
<context>
    <name>ModelsTab</name>
    <message>
        <location filename="../../ui/settings/preferences.py" line="95"/>
        <source>Automatic: a small, cheap model the endpoint serves</source>
        <translation>자동: 엔드포인트가 제공하는 작고 저렴한 모델</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="121"/>
        <source>Ask again about {0}</source>
        <translation>{0}에 대해 다시 묻기</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="125"/>
        <source>Forget “Don&apos;t ask again” for these models</source>
        <translation>이 모델들의 ‘다시 묻지 않기’ 취소</translation>
    </message>
</context>
<context>
    <name>OutputSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="280"/>
        <source>Output</source>
        <translation>출력</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="281"/>
        <source>Show probabilities</source>
        <translation>확률 표시</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="284"/>
        <source>Ask for each token&apos;s probability and its 5 likeliest alternatives; a reply&apos;s More actions then shows them</source>
        <translation>각 토큰의 확률과 가능성이 가장 높은 다른 후보 5개를 요청합니다. 답변의 ‘기타 작업’에서 볼 수 있습니다</translation>
    </message>
</context>
<context>
    <name>ParamInputs</name>
    <message>
        <location filename="../../param_specs.py" line="125"/>
        <source>{0} must be a number from {1} to {2}.</source>
        <translation>{0}은(는) {1}에서 {2} 사이의 숫자여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="136"/>
        <source>{0} must be a whole number of at least {1}.</source>
        <translation>{0}은(는) {1} 이상의 정수여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="138"/>
        <source>{0} must be a whole number from {1} to {2}.</source>
        <translation>{0}은(는) {1}에서 {2} 사이의 정수여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="134"/>
        <source>{0} must be a whole number.</source>
        <translation>{0}은(는) 정수여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="145"/>
        <source>{0} must be one of: {1}.</source>
        <translation>{0}은(는) 다음 중 하나여야 합니다: {1}.</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="151"/>
        <source>Stop sequences must be text.</source>
        <translation>중지 시퀀스는 텍스트여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="154"/>
        <source>At most {0} stop sequences; there are {1}.</source>
        <translation>중지 시퀀스는 최대 {0}개까지입니다(현재 {1}개).</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="172"/>
        <source>The response format must be {&quot;type&quot;: &quot;json_object&quot;} or {&quot;type&quot;: &quot;json_schema&quot;, &quot;json_schema&quot;: {&quot;name&quot;: …, &quot;schema&quot;: {…}}}.</source>
        <translation>응답 형식은 {&quot;type&quot;: &quot;json_object&quot;} 또는 {&quot;type&quot;: &quot;json_schema&quot;, &quot;json_schema&quot;: {&quot;name&quot;: …, &quot;schema&quot;: {…}}}여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="52"/>
        <source>{0} is not valid JSON: {1}</source>
        <translation>{0}이(가) 올바른 JSON이 아닙니다: {1}</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="60"/>
        <source>The extra body</source>
        <translation>추가 요청 본문</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="64"/>
        <source>The extra body must be a JSON object { … }.</source>
        <translation>추가 요청 본문은 JSON 객체 { … }여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="75"/>
        <source>The JSON schema</source>
        <translation>JSON 스키마</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="79"/>
        <source>The JSON schema must be a JSON object { … }.</source>
        <translation>JSON 스키마는 JSON 객체 { … }여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="88"/>
        <source>The JSON schema is not a valid schema: {0}</source>
        <translation>JSON 스키마가 올바른 스키마가 아닙니다: {0}</translation>
    </message>
</context>
<context>
    <name>ParamSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="255"/>
        <source>JSON schema</source>
        <translation>JSON 스키마</translation>
    </message>
</context>
<context>
    <name>ParamSupport</name>
    <message>
        <location filename="../../api/param_support.py" line="23"/>
        <source>{0} does not return token probabilities.</source>
        <translation>{0}은(는) 토큰 확률을 반환하지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="332"/>
        <source>Only o-series and GPT-5.1+ models take a reasoning effort.</source>
        <translation>추론 강도는 o 시리즈와 GPT-5.1 이상 모델에서만 지정할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="349"/>
        <source>Only GPT-5 models take a verbosity.</source>
        <translation>상세도는 GPT-5 모델에서만 지정할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="30"/>
        <source>{0} returns one answer per request.</source>
        <translation>{0}은(는) 요청당 답변을 하나만 반환합니다.</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="34"/>
        <source>The Responses API does not take this parameter.</source>
        <translation>Responses API는 이 매개변수를 지원하지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="37"/>
        <source>Web search runs on the Responses API: choose it under API.</source>
        <translation>웹 검색은 Responses API에서 동작합니다. API에서 Responses를 선택하세요.</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="40"/>
        <source>The code interpreter runs on the Responses API: choose it under API.</source>
        <translation>코드 인터프리터는 Responses API에서 동작합니다. API에서 Responses를 선택하세요.</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="43"/>
        <source>Only the Responses API runs replies in the background.</source>
        <translation>백그라운드 답변은 Responses API에서만 실행할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="35"/>
        <source>{0} not sent (the Responses API does not accept it)</source>
        <translation>{0}은(는) 보내지 않았습니다(Responses API가 받지 않음)</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="310"/>
        <source>n not sent (the Responses API gives one answer)</source>
        <translation>n을 보내지 않음 (Responses API는 답변을 하나만 반환)</translation>
    </message>
    <message>
        <location filename="../../services/chat_session.py" line="47"/>
        <source>n not sent (a reply that uses tools gives one answer)</source>
        <translation>n을 보내지 않음 (도구를 사용하는 답변은 하나만 반환)</translation>
    </message>
</context>
<context>
    <name>ParameterPanel</name>
    <message>
        <location filename="../../ui/inspector/panel.py" line="120"/>
        <location filename="../../ui/inspector/panel.py" line="175"/>
        <source>Parameters</source>
        <translation>매개변수</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="125"/>
        <location filename="../../ui/inspector/panel.py" line="126"/>
        <source>Presets</source>
        <translation>프리셋</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="127"/>
        <source>Named sets of model, parameters and system prompt</source>
        <translation>모델, 매개변수, 시스템 프롬프트를 묶은 이름 있는 세트</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="263"/>
        <source>No models loaded: check the key in Settings, or type one</source>
        <translation>불러온 모델이 없습니다: 설정에서 키를 확인하거나 모델 이름을 입력하세요</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="28"/>
        <source>vision</source>
        <translation>비전</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="29"/>
        <source>reasoning</source>
        <translation>추론</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="30"/>
        <source>tools</source>
        <translation>도구</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="35"/>
        <source>{0}k context</source>
        <translation>컨텍스트 {0}k</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="39"/>
        <source>${0:g} / ${1:g} per 1M</source>
        <translation>100만 토큰당 ${0:g} / ${1:g}</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="44"/>
        <source>${0:g} per image</source>
        <translation>이미지당 ${0:g}</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="46"/>
        <source>${0:g} per request</source>
        <translation>요청당 ${0:g}</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="454"/>
        <source>Save current settings as preset…</source>
        <translation>현재 설정을 프리셋으로 저장…</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="457"/>
        <source>Default for new chats</source>
        <translation>새 채팅의 기본값</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="459"/>
        <source>None</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="463"/>
        <source>Delete preset</source>
        <translation>프리셋 삭제</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="472"/>
        <source>Adjusted for this model:</source>
        <translation>이 모델에 맞게 조정:</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="133"/>
        <location filename="../../ui/inspector/panel.py" line="290"/>
        <source>“{0}” is not served by this endpoint: a message sent with it would fail.</source>
        <translation>“{0}”은(는) 이 엔드포인트에서 제공되지 않습니다. 이 모델로 보낸 메시지는 실패합니다.</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="137"/>
        <location filename="../../ui/inspector/panel.py" line="293"/>
        <source>Use {0} instead</source>
        <translation>대신 {0} 사용</translation>
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
        <translation>높을수록 다양한 답변, 낮을수록 집중된 답변이 나옵니다</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="219"/>
        <source>Top P</source>
        <translation>Top P</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="222"/>
        <source>Pick only among the likeliest tokens that together make up this share</source>
        <translation>합쳐서 이 비율이 되는 가장 가능성 높은 토큰 중에서만 고릅니다</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="235"/>
        <source>Presence penalty</source>
        <translation>Presence penalty</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="238"/>
        <source>Above zero, the model moves on to new topics more readily</source>
        <translation>0보다 크면 모델이 새 주제로 더 쉽게 넘어갑니다</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="250"/>
        <source>Frequency penalty</source>
        <translation>Frequency penalty</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="253"/>
        <source>Above zero, the model repeats the same words less</source>
        <translation>0보다 크면 모델이 같은 단어를 덜 반복합니다</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="265"/>
        <source>Seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="268"/>
        <source>The same seed with the same parameters tends to give the same reply</source>
        <translation>같은 시드와 같은 매개변수는 같은 답변을 내기 쉽습니다</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="280"/>
        <source>Stop sequences</source>
        <translation>중지 시퀀스</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="283"/>
        <source>The reply ends where the model would write one of these</source>
        <translation>모델이 이 중 하나를 쓰려는 곳에서 답변이 끝납니다</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="285"/>
        <source>One per line, up to 4</source>
        <translation>한 줄에 하나, 최대 4개</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="293"/>
        <source>Max tokens</source>
        <translation>최대 토큰</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="296"/>
        <source>The longest the reply may be, in tokens</source>
        <translation>답변의 최대 길이(토큰)</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="306"/>
        <source>Answers (n)</source>
        <translation>답변 수 (n)</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="314"/>
        <source>How many answers one request asks for</source>
        <translation>요청 하나로 받을 답변 수</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="324"/>
        <source>Reasoning effort</source>
        <translation>추론 강도</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="327"/>
        <source>How long a reasoning model thinks before it answers</source>
        <translation>추론 모델이 답하기 전에 생각하는 길이</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="341"/>
        <source>Verbosity</source>
        <translation>상세도</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="344"/>
        <source>How long and detailed the answer is</source>
        <translation>답변의 길이와 자세함</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="356"/>
        <source>Response format</source>
        <translation>응답 형식</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="359"/>
        <source>Plain text, any JSON object, or JSON that fits a schema</source>
        <translation>일반 텍스트, 임의의 JSON 객체, 또는 스키마에 맞는 JSON</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="362"/>
        <source>Text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="363"/>
        <source>JSON object</source>
        <translation>JSON 객체</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="364"/>
        <source>JSON schema</source>
        <translation>JSON 스키마</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="372"/>
        <source>Service tier</source>
        <translation>서비스 티어</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="375"/>
        <source>Flex costs less and may take longer; priority answers sooner for more</source>
        <translation>Flex는 더 저렴하지만 더 오래 걸릴 수 있고, Priority는 더 비싸지만 더 빨리 답합니다</translation>
    </message>
</context>
<context>
    <name>PassageView</name>
    <message>
        <location filename="../../ui/knowledge/passage_view.py" line="41"/>
        <source>Sheet {0} of {1}</source>
        <translation>{1}시트 중 {0}시트</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/passage_view.py" line="43"/>
        <source>Slide {0} of {1}</source>
        <translation>{1}슬라이드 중 {0}슬라이드</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/passage_view.py" line="44"/>
        <source>Page {0} of {1}</source>
        <translation>{1}페이지 중 {0}페이지</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/passage_view.py" line="55"/>
        <source>{0} could not be read again ({1}); this is the passage as it was sent.</source>
        <translation>{0}을(를) 다시 읽을 수 없습니다 ({1}). 보낸 당시의 구절입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/passage_view.py" line="65"/>
        <source>The passage in its document</source>
        <translation>문서 속 구절</translation>
    </message>
</context>
<context>
    <name>Passphrase</name>
    <message>
        <location filename="../../sync/passphrase.py" line="63"/>
        <source>This passphrase is strong.</source>
        <translation>이 암호 문구는 강력합니다.</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="64"/>
        <source>This passphrase is too easy to guess: {0}.</source>
        <translation>이 암호 문구는 너무 쉽게 추측됩니다: {0}.</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="77"/>
        <location filename="../../sync/passphrase.py" line="80"/>
        <source>it is one of the most common passwords</source>
        <translation>가장 흔한 비밀번호 중 하나입니다</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="83"/>
        <source>it is a common password</source>
        <translation>흔한 비밀번호입니다</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="84"/>
        <source>it is close to a common password</source>
        <translation>흔한 비밀번호와 비슷합니다</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="87"/>
        <source>it is a single word</source>
        <translation>단어 하나뿐입니다</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="88"/>
        <source>it is a name by itself</source>
        <translation>이름 하나뿐입니다</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="91"/>
        <source>it is built on a common name</source>
        <translation>흔한 이름을 바탕으로 합니다</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="94"/>
        <source>it is a row of keys on the keyboard</source>
        <translation>키보드의 키를 한 줄로 누른 것입니다</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="97"/>
        <source>it is a short keyboard pattern</source>
        <translation>짧은 키보드 패턴입니다</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="100"/>
        <source>it repeats one character</source>
        <translation>한 글자를 반복합니다</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="103"/>
        <source>it repeats the same few characters</source>
        <translation>같은 몇 글자를 반복합니다</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="106"/>
        <source>it is a sequence such as abc or 6543</source>
        <translation>abc나 6543 같은 연속된 순서입니다</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="109"/>
        <source>it leans on a recent year</source>
        <translation>최근 연도에 기대고 있습니다</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="110"/>
        <source>it leans on a date</source>
        <translation>날짜에 기대고 있습니다</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="112"/>
        <source>it contains the storage&apos;s name or your user name</source>
        <translation>저장소 이름이나 사용자 이름이 들어 있습니다</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="113"/>
        <source>it contains this app&apos;s name</source>
        <translation>이 앱의 이름이 들어 있습니다</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="114"/>
        <source>someone with a copy of the storage could find it by trying common words</source>
        <translation>저장소 사본을 가진 사람이 흔한 단어를 시도해 보는 것만으로 찾아낼 수 있습니다</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="117"/>
        <source>it is empty</source>
        <translation>비어 있습니다</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="118"/>
        <source>Add another word or two; a few uncommon words are easy to remember and hard to guess.</source>
        <translation>단어를 한두 개 더 추가하세요. 흔하지 않은 단어 몇 개는 기억하기 쉽고 추측하기 어렵습니다.</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="126"/>
        <source>Swapping letters for look-alike symbols (@ for a) hardly helps: add another word or two instead.</source>
        <translation>글자를 비슷한 기호로 바꾸는 것(a 대신 @)은 거의 도움이 되지 않습니다. 대신 단어를 한두 개 더 추가하세요.</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="134"/>
        <location filename="../../sync/passphrase.py" line="140"/>
        <source>Capital letters hardly help: add another word or two instead.</source>
        <translation>대문자는 거의 도움이 되지 않습니다. 대신 단어를 한두 개 더 추가하세요.</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="146"/>
        <source>Spelling words backwards hardly helps: add another word or two instead.</source>
        <translation>단어를 거꾸로 쓰는 것은 거의 도움이 되지 않습니다. 대신 단어를 한두 개 더 추가하세요.</translation>
    </message>
</context>
<context>
    <name>PriceDialog</name>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="47"/>
        <source>An expensive model</source>
        <translation>비싼 모델</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="51"/>
        <source>{0} costs {1} per million output tokens and {2} per million input tokens: a reply of 1,000 tokens costs about {3}.</source>
        <translation>{0}의 가격은 출력 토큰 100만 개당 {1}, 입력 토큰 100만 개당 {2}입니다. 1,000토큰 답변은 약 {3}입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="61"/>
        <source>{0} costs {1} per million output tokens: a reply of 1,000 tokens costs about {2}.</source>
        <translation>{0}의 가격은 출력 토큰 100만 개당 {1}입니다. 1,000토큰 답변은 약 {2}입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="64"/>
        <source>The models you usually use are free.</source>
        <translation>평소 사용하는 모델은 무료입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="67"/>
        <source>That is about {0} times the models you usually use ({1} per million output tokens).</source>
        <translation>평소 사용하는 모델(출력 토큰 100만 개당 {1})의 약 {0}배입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="72"/>
        <source>That is about {0} times a typical model ({1} per million output tokens).</source>
        <translation>일반적인 모델(출력 토큰 100만 개당 {1})의 약 {0}배입니다.</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="74"/>
        <source>Send to {0}?</source>
        <translation>{0}에 보낼까요?</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="77"/>
        <source>Don&apos;t ask again for this model</source>
        <translation>이 모델은 다시 묻지 않기</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="80"/>
        <source>Send to {0} from now on without asking (Settings → Models)</source>
        <translation>앞으로 묻지 않고 {0}에 보내기(설정 → 모델)</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="84"/>
        <source>Send</source>
        <translation>보내기</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="87"/>
        <source>Send to {0}</source>
        <translation>{0}에 보내기</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="90"/>
        <source>Cancel: nothing is sent</source>
        <translation>취소: 아무것도 보내지 않습니다</translation>
    </message>
</context>
<context>
    <name>PromptDialog</name>
    <message>
        <location filename="../../ui/prompts/prompt_dialog.py" line="27"/>
        <source>Title</source>
        <translation>제목</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/prompt_dialog.py" line="30"/>
        <source>Prompt text</source>
        <translation>프롬프트 내용</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/prompt_dialog.py" line="33"/>
        <source>Write {{name}} where something changes each time you use it.</source>
        <translation>사용할 때마다 바뀌는 부분에는 {{name}}을 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/prompt_dialog.py" line="43"/>
        <source>&amp;Title:</source>
        <translation>제목(&amp;T):</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/prompt_dialog.py" line="45"/>
        <source>T&amp;ext:</source>
        <translation>텍스트(&amp;E):</translation>
    </message>
</context>
<context>
    <name>PromptFillForm</name>
    <message>
        <location filename="../../ui/prompts/fill_form.py" line="29"/>
        <source>Fill in the prompt “{0}”</source>
        <translation>프롬프트 “{0}” 채우기</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/fill_form.py" line="31"/>
        <source>Fill in “{0}”</source>
        <translation>“{0}” 채우기</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/fill_form.py" line="42"/>
        <source>The value of {{{0}}} in the prompt</source>
        <translation>프롬프트 안 {{{0}}}의 값</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/fill_form.py" line="50"/>
        <source>Insert</source>
        <translation>삽입</translation>
    </message>
</context>
<context>
    <name>PromptManager</name>
    <message>
        <location filename="../../ui/prompts/manager.py" line="20"/>
        <source>Prompts</source>
        <translation>프롬프트</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="22"/>
        <source>Type / at the start of the message box to use one. {{name}} in a prompt is asked for when it is used.</source>
        <translation>입력창 맨 앞에 /를 입력하면 프롬프트를 사용할 수 있습니다. 프롬프트 안의 {{name}}은 사용할 때 값을 묻습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="25"/>
        <source>Saved prompts</source>
        <translation>저장된 프롬프트</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="26"/>
        <source>Add the prompts of an exported JSON file</source>
        <translation>내보낸 JSON 파일의 프롬프트 추가</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="27"/>
        <source>Save all prompts to a JSON file</source>
        <translation>모든 프롬프트를 JSON 파일로 저장</translation>
    </message>
</context>
<context>
    <name>PromptPicker</name>
    <message>
        <location filename="../../ui/prompts/picker.py" line="73"/>
        <source>Prompt library</source>
        <translation>프롬프트 라이브러리</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="77"/>
        <location filename="../../ui/prompts/picker.py" line="81"/>
        <source>Prompts</source>
        <translation>프롬프트</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="83"/>
        <source>Type after the slash to search; Up and Down move, Enter uses the prompt</source>
        <translation>슬래시 뒤에 입력하면 검색합니다. 위/아래 키로 이동하고 Enter로 프롬프트를 사용합니다</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="85"/>
        <source>No prompt matches. Tools ▸ Prompts… adds one.</source>
        <translation>일치하는 프롬프트가 없습니다. ‘도구 ▸ 프롬프트…’에서 추가할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="88"/>
        <source>↑↓ move · Enter uses · Esc closes</source>
        <translation>↑↓ 이동 · Enter 사용 · Esc 닫기</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="170"/>
        <source>No prompt matches</source>
        <translation>일치하는 프롬프트 없음</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="170"/>
        <source>{0}, {1} of {2}</source>
        <translation>{0}, {2}개 중 {1}번째</translation>
    </message>
</context>
<context>
    <name>PromptSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="384"/>
        <location filename="../../ui/inspector/sections.py" line="387"/>
        <source>System prompt</source>
        <translation>시스템 프롬프트</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="388"/>
        <source>Optional instructions for the model</source>
        <translation>모델에 줄 지시 (선택)</translation>
    </message>
</context>
<context>
    <name>PromptSetGridModel</name>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="144"/>
        <location filename="../../ui/promptsets/grid_model.py" line="160"/>
        <source>Tie</source>
        <translation>무승부</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="146"/>
        <location filename="../../ui/promptsets/grid_model.py" line="160"/>
        <source>All bad</source>
        <translation>모두 별로</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="180"/>
        <source>Prompt {0}: {1}</source>
        <translation>프롬프트 {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="198"/>
        <source>{0}, prompt {1}: {2}</source>
        <translation>{0}, 프롬프트 {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="212"/>
        <source>Best for prompt {0}: {1}</source>
        <translation>프롬프트 {0}의 최고 답변: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="213"/>
        <source>Best for prompt {0}: not voted; press 1 to {1}</source>
        <translation>프롬프트 {0}의 최고 답변: 투표 전. 1~{1} 키를 누르세요</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="221"/>
        <source>Waiting</source>
        <translation>대기 중</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="223"/>
        <source>Answering…</source>
        <translation>답변 중…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="226"/>
        <source>Error: {0}</source>
        <translation>오류: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="231"/>
        <source>{0} tokens</source>
        <translation>{0}토큰</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="237"/>
        <source>{0} s</source>
        <translation>{0}초</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="238"/>
        <source>Answered</source>
        <translation>답변됨</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="240"/>
        <source>★ Best · {0}</source>
        <translation>★ 최고 · {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="272"/>
        <source>Prompt</source>
        <translation>프롬프트</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="274"/>
        <source>Best</source>
        <translation>최고</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="277"/>
        <source>Blind: the model is told once a row is voted</source>
        <translation>블라인드: 행에 투표하면 모델이 공개됩니다</translation>
    </message>
</context>
<context>
    <name>PromptSetTable</name>
    <message>
        <location filename="../../ui/promptsets/table.py" line="167"/>
        <source>Corner</source>
        <translation>모서리</translation>
    </message>
</context>
<context>
    <name>PromptSetTotalsModel</name>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="313"/>
        <source>Totals ({0} of {1} answered)</source>
        <translation>합계 ({1}개 중 {0}개 답변됨)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="320"/>
        <source>{0} voted</source>
        <translation>{0}개 투표됨</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="332"/>
        <source>{0} tokens in, {1} out · {2} answered, {3} failed</source>
        <translation>입력 {0}토큰, 출력 {1}토큰 · {2}개 답변됨, {3}개 실패</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="339"/>
        <source>Totals of {0}: {1}</source>
        <translation>{0} 합계: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="352"/>
        <source>{0} tokens</source>
        <translation>{0}토큰</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="355"/>
        <source>{0} s</source>
        <translation>{0}초</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="357"/>
        <source>{0} failed</source>
        <translation>{0}개 실패</translation>
    </message>
</context>
<context>
    <name>PromptSets</name>
    <message>
        <location filename="../../services/prompt_sets_store.py" line="259"/>
        <source>{0} cannot be read ({1}).</source>
        <translation>{0}을(를) 읽을 수 없습니다 ({1}).</translation>
    </message>
    <message>
        <location filename="../../services/prompt_sets_store.py" line="260"/>
        <source>{0} cannot be written ({1}).</source>
        <translation>{0}에 쓸 수 없습니다 ({1}).</translation>
    </message>
</context>
<context>
    <name>PromptSetsPresenter</name>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="172"/>
        <source>Column {0}: {1}</source>
        <translation>{0}열: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="195"/>
        <source>1 prompt</source>
        <translation>프롬프트 1개</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="195"/>
        <source>{0} prompts</source>
        <translation>프롬프트 {0}개</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="197"/>
        <source>{0} from {1}</source>
        <translation>{0} ({1}에서 불러옴)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="212"/>
        <source>Type some prompts and add the models to ask.</source>
        <translation>프롬프트를 입력하고 질문할 모델을 추가하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="223"/>
        <source>{0} requests ({1} prompts × {2} columns)</source>
        <translation>요청 {0}개 (프롬프트 {1}개 × 열 {2}개)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="226"/>
        <source>about {0} input tokens</source>
        <translation>입력 토큰 약 {0}개</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="229"/>
        <source>about {0} before the replies</source>
        <translation>답변 제외 약 {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="231"/>
        <source>the price of {0} is not known</source>
        <translation>{0}의 가격을 알 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="248"/>
        <source>Type the prompts first, one per line, or load a file.</source>
        <translation>먼저 프롬프트를 한 줄에 하나씩 입력하거나 파일을 불러오세요.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="251"/>
        <source>Add a model to ask first.</source>
        <translation>먼저 질문할 모델을 추가하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="278"/>
        <source>Stopping: finishing the answers under way…</source>
        <translation>중지하는 중: 진행 중인 답변을 마무리하고 있습니다…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="281"/>
        <source>There is no API key: add one in Settings, then press Resume.</source>
        <translation>API 키가 없습니다. 설정에서 추가한 다음 재개를 누르세요.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="331"/>
        <source>Prompt set answered: {0} answers.</source>
        <translation>프롬프트 세트 완료: 답변 {0}개.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="333"/>
        <source>Failed: {0}.</source>
        <translation>실패: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="373"/>
        <source>{0} of {1} answered</source>
        <translation>{1}개 중 {0}개 답변됨</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="375"/>
        <source>{0} failed</source>
        <translation>{0}개 실패</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="378"/>
        <source>Resume sends only the {0} without an answer</source>
        <translation>재개하면 답변이 없는 {0}개만 보냅니다</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="394"/>
        <source>{0} — prompt {1}</source>
        <translation>{0} — 프롬프트 {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="416"/>
        <source>This row&apos;s vote is stored already.</source>
        <translation>이 행의 투표는 이미 저장되었습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="419"/>
        <source>Vote once every column of the row has answered.</source>
        <translation>행의 모든 열이 답변한 뒤에 투표하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="440"/>
        <source>Vote stored: {0}.</source>
        <translation>투표를 저장했습니다: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="465"/>
        <source>Exported to {0}.</source>
        <translation>{0}(으)로 내보냈습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="474"/>
        <source>The grid is copied as a Markdown table.</source>
        <translation>격자를 Markdown 표로 복사했습니다.</translation>
    </message>
</context>
<context>
    <name>PromptSetsWindow</name>
    <message>
        <location filename="../../ui/promptsets/view.py" line="63"/>
        <location filename="../../ui/promptsets/view.py" line="64"/>
        <source>Prompt sets</source>
        <translation>프롬프트 세트</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="73"/>
        <source>One prompt per line, e.g.
Explain a hash map in two sentences.
What is 17 × 23?</source>
        <translation>한 줄에 프롬프트 하나씩, 예:
해시 맵을 두 문장으로 설명해 주세요.
17 × 23은 얼마인가요?</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="77"/>
        <source>&amp;Load file…</source>
        <translation>파일 불러오기(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="79"/>
        <source>A CSV with a prompt column, or JSON Lines with a prompt field</source>
        <translation>prompt 열이 있는 CSV 또는 prompt 필드가 있는 JSON Lines</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="97"/>
        <source>How many requests are sent at a time</source>
        <translation>한 번에 보내는 요청 수</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="98"/>
        <source>&amp;Blind</source>
        <translation>블라인드(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="101"/>
        <source>Blind: hide the column models until a row is voted</source>
        <translation>블라인드: 행에 투표할 때까지 열의 모델을 숨깁니다</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="103"/>
        <source>Columns are named A, B, C… until you vote a row</source>
        <translation>행에 투표할 때까지 열 이름은 A, B, C…로 표시됩니다</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="105"/>
        <source>&amp;Start</source>
        <translation>시작(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="106"/>
        <source>Send every prompt to every column, as a new set</source>
        <translation>모든 프롬프트를 모든 열에 새 세트로 보내기</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="114"/>
        <source>Answers received</source>
        <translation>받은 답변</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="115"/>
        <source>S&amp;top</source>
        <translation>중지(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="117"/>
        <source>Send no more; the answers under way finish and are kept</source>
        <translation>더 이상 보내지 않습니다. 진행 중인 답변은 끝까지 받아 보존합니다</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="119"/>
        <source>Res&amp;ume</source>
        <translation>재개(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="120"/>
        <source>Send only the cells that have no answer yet</source>
        <translation>아직 답변이 없는 셀만 보내기</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="126"/>
        <source>Answers: a row per prompt, a column per model</source>
        <translation>답변: 프롬프트마다 한 행, 모델마다 한 열</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="129"/>
        <source>Enter or a double click opens an answer; the keys 1 to 9 vote the row&apos;s best column.</source>
        <translation>Enter 또는 두 번 클릭으로 답변을 엽니다. 1~9 키로 행에서 가장 좋은 열에 투표합니다.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="136"/>
        <source>Totals per column</source>
        <translation>열별 합계</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="140"/>
        <source>Enter opens an answer · 1–9 votes the row&apos;s best column · F2 lists the choices</source>
        <translation>Enter 답변 열기 · 1–9 행의 최고 열에 투표 · F2 선택지 보기</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="146"/>
        <source>Copy as &amp;Markdown</source>
        <translation>Markdown으로 복사(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="147"/>
        <source>Copy the grid as a Markdown table</source>
        <translation>격자를 Markdown 표로 복사</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="148"/>
        <source>&amp;Export…</source>
        <translation>내보내기(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="149"/>
        <source>Save as JSON Lines (the batch records) or CSV</source>
        <translation>JSON Lines(배치 기록) 또는 CSV로 저장</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="172"/>
        <source>&amp;Prompts, one per line:</source>
        <translation>프롬프트(한 줄에 하나씩)(&amp;P):</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="173"/>
        <source>Columns:</source>
        <translation>열:</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="189"/>
        <source>Re&amp;quests at a time:</source>
        <translation>동시 요청 수(&amp;Q):</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="212"/>
        <source>Load prompts</source>
        <translation>프롬프트 불러오기</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="214"/>
        <source>Prompts (*.csv *.jsonl);;All files (*)</source>
        <translation>프롬프트 (*.csv *.jsonl);;모든 파일 (*)</translation>
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
        <translation>프롬프트 세트 내보내기</translation>
    </message>
</context>
<context>
    <name>PromptsPresenter</name>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="180"/>
        <source>Save as prompt</source>
        <translation>프롬프트로 저장</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="195"/>
        <source>Saved the prompt “{0}”.</source>
        <translation>프롬프트 “{0}”을(를) 저장했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="224"/>
        <source>New prompt</source>
        <translation>새 프롬프트</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="227"/>
        <source>Edit prompt</source>
        <translation>프롬프트 편집</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="239"/>
        <source>Deleted the prompt “{0}”.</source>
        <translation>프롬프트 “{0}”을(를) 삭제했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="244"/>
        <source>Import prompts</source>
        <translation>프롬프트 가져오기</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="246"/>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="258"/>
        <source>Could not import prompts: {0}</source>
        <translation>프롬프트를 가져올 수 없습니다: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="263"/>
        <source>Imported {0} prompts.</source>
        <translation>프롬프트 {0}개를 가져왔습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="269"/>
        <source>Export prompts</source>
        <translation>프롬프트 내보내기</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="271"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="282"/>
        <source>Could not export prompts: {0}</source>
        <translation>프롬프트를 내보낼 수 없습니다: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="285"/>
        <source>Exported {0} prompts.</source>
        <translation>프롬프트 {0}개를 내보냈습니다.</translation>
    </message>
</context>
<context>
    <name>ProviderMark</name>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="98"/>
        <source>Model</source>
        <translation>모델</translation>
    </message>
</context>
<context>
    <name>QuestionBubble</name>
    <message>
        <location filename="../../ui/transcript/question_bubble.py" line="61"/>
        <source>{0} pages</source>
        <translation>{0}페이지</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/question_bubble.py" line="62"/>
        <source>as page images</source>
        <translation>페이지 이미지로</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/question_bubble.py" line="62"/>
        <source>as the file</source>
        <translation>파일로</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/question_bubble.py" line="69"/>
        <source>Document {0}: show its text</source>
        <translation>문서 {0}: 텍스트 보기</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/question_bubble.py" line="70"/>
        <source>Show the text that was sent</source>
        <translation>전송한 텍스트 보기</translation>
    </message>
</context>
<context>
    <name>QuickPresenter</name>
    <message>
        <location filename="../../ui/quick/presenter.py" line="171"/>
        <source>No model chosen</source>
        <translation>선택한 모델 없음</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="205"/>
        <source>The clipboard no longer holds an image.</source>
        <translation>클립보드에 더 이상 이미지가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="207"/>
        <source>copied image</source>
        <translation>복사한 이미지</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="262"/>
        <source>The image is still being prepared; ask in a moment.</source>
        <translation>이미지를 아직 준비 중입니다. 잠시 후에 질문하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="266"/>
        <source>Choose a model in Comet Desk first.</source>
        <translation>먼저 Comet Desk에서 모델을 선택하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="269"/>
        <source>Add your API key in Comet Desk&apos;s settings first.</source>
        <translation>먼저 Comet Desk 설정에서 API 키를 추가하세요.</translation>
    </message>
</context>
<context>
    <name>QuickWindow</name>
    <message>
        <location filename="../../ui/quick/window.py" line="73"/>
        <location filename="../../ui/quick/window.py" line="74"/>
        <source>Quick ask</source>
        <translation>빠른 질문</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="88"/>
        <source>Ask anything…</source>
        <translation>무엇이든 물어보세요…</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="89"/>
        <source>Question</source>
        <translation>질문</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="94"/>
        <source>Capture a region of the screen</source>
        <translation>화면 일부 캡처</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="102"/>
        <source>Dictate: speak, then stop to have it written here (Ctrl+Shift+V)</source>
        <translation>받아쓰기: 말한 뒤 중지하면 여기에 입력됩니다 (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="107"/>
        <source>Dictate</source>
        <translation>받아쓰기</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="116"/>
        <source>Ask (Enter)</source>
        <translation>질문하기 (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="118"/>
        <source>Ask</source>
        <translation>질문하기</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="123"/>
        <source>Stop the answer</source>
        <translation>답변 중지</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="125"/>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="139"/>
        <location filename="../../ui/quick/window.py" line="141"/>
        <source>Attach the copied image</source>
        <translation>복사한 이미지 첨부</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="159"/>
        <source>Esc hides this window</source>
        <translation>Esc로 이 창 숨기기</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="161"/>
        <source>New question</source>
        <translation>새 질문</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="165"/>
        <source>Open in Comet Desk</source>
        <translation>Comet Desk에서 열기</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="206"/>
        <source>The model chosen in Comet Desk</source>
        <translation>Comet Desk에서 선택한 모델</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <location filename="../../ui/voice/read_aloud.py" line="68"/>
        <source>Reading the reply aloud… (Esc stops)</source>
        <translation>답변을 소리 내어 읽는 중… (Esc로 중지)</translation>
    </message>
    <message>
        <location filename="../../ui/voice/read_aloud.py" line="73"/>
        <source>Not read aloud: {0}</source>
        <translation>소리 내어 읽지 못했습니다: {0}</translation>
    </message>
</context>
<context>
    <name>RecordingBar</name>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="28"/>
        <source>Microphone level</source>
        <translation>마이크 음량</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="35"/>
        <source>Recorded time</source>
        <translation>녹음 시간</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="36"/>
        <location filename="../../ui/voice/recording_bar.py" line="64"/>
        <source>Stop and transcribe</source>
        <translation>중지하고 텍스트로 변환</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="38"/>
        <location filename="../../ui/voice/recording_bar.py" line="65"/>
        <source>Stop dictating and transcribe</source>
        <translation>받아쓰기를 중지하고 텍스트로 변환</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="39"/>
        <source>Stop and write what was said (Ctrl+Shift+V)</source>
        <translation>중지하고 말한 내용 입력 (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="40"/>
        <location filename="../../ui/voice/recording_bar.py" line="66"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="42"/>
        <location filename="../../ui/voice/recording_bar.py" line="67"/>
        <source>Cancel dictation</source>
        <translation>받아쓰기 취소</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="43"/>
        <source>Throw the recording away (Esc)</source>
        <translation>녹음 버리기 (Esc)</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="58"/>
        <source>Opening the microphone…</source>
        <translation>마이크를 여는 중…</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="62"/>
        <source>● Recording</source>
        <translation>● 녹음 중</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="71"/>
        <source>Transcribing…</source>
        <translation>텍스트로 변환 중…</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="77"/>
        <source>Not transcribed.</source>
        <translation>텍스트로 변환하지 못했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="80"/>
        <source>Try again</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="81"/>
        <source>Transcribe the recording again</source>
        <translation>녹음을 다시 텍스트로 변환</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="84"/>
        <source>Discard</source>
        <translation>버리기</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="85"/>
        <source>Discard the recording</source>
        <translation>녹음 버리기</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <location filename="../../storage/recovery.py" line="76"/>
        <source>The search index of your history was damaged and has been rebuilt; nothing was lost. A copy of the damaged file was kept as {0}.</source>
        <translation>기록의 검색 색인이 손상되어 다시 만들었습니다. 잃어버린 데이터는 없습니다. 손상된 파일의 사본은 {0}(으)로 보관했습니다.</translation>
    </message>
    <message>
        <location filename="../../storage/recovery.py" line="82"/>
        <source>Your history database was damaged. Recovered {0} of {1} conversations and {2} of {3} messages into a new database; the damaged file was kept as {4}.</source>
        <translation>기록 데이터베이스가 손상되었습니다. 대화 {1}개 중 {0}개와 메시지 {3}개 중 {2}개를 새 데이터베이스로 복구했습니다. 손상된 파일은 {4}(으)로 보관했습니다.</translation>
    </message>
    <message>
        <location filename="../../storage/recovery.py" line="295"/>
        <source>Recovered conversation {0}</source>
        <translation>복구된 대화 {0}</translation>
    </message>
</context>
<context>
    <name>RemoteMcp</name>
    <message>
        <location filename="../../services/remote_mcp.py" line="35"/>
        <source>A tool of the remote server {0}: the API calls it for the model.</source>
        <translation>원격 서버 {0}의 도구: API가 모델 대신 호출합니다.</translation>
    </message>
</context>
<context>
    <name>ReplyRound</name>
    <message>
        <location filename="../../ui/compare/reply_round.py" line="59"/>
        <location filename="../../ui/compare/reply_round.py" line="85"/>
        <source>Waiting for the first token…</source>
        <translation>첫 토큰을 기다리는 중…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/reply_round.py" line="94"/>
        <source>Answering…</source>
        <translation>답변 중…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/reply_round.py" line="131"/>
        <source>This reply failed; the details come after the vote.</source>
        <translation>이 답변은 실패했습니다. 자세한 내용은 투표 후에 표시됩니다.</translation>
    </message>
</context>
<context>
    <name>ReplyStream</name>
    <message>
        <location filename="../../ui/transcript/reply_stream.py" line="179"/>
        <source>first token {0} s</source>
        <translation>첫 토큰 {0}초</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_stream.py" line="182"/>
        <source>{0} tokens/s</source>
        <translation>{0}토큰/초</translation>
    </message>
</context>
<context>
    <name>ResponsesJobs</name>
    <message>
        <location filename="../../api/responses_polling.py" line="68"/>
        <source>The server may have started this reply but never confirmed it, so its state is unknown; Retry asks again, which may run and bill it a second time.</source>
        <translation>서버가 이 답변을 시작했을 수도 있지만 확인해 주지 않아 상태를 알 수 없습니다. 다시 시도하면 다시 요청하므로 두 번 실행되고 청구될 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../api/responses_polling.py" line="87"/>
        <source>The server no longer has this reply (it expired or was deleted there), so its answer cannot be fetched.</source>
        <translation>서버에 이 답변이 더 이상 없습니다(만료되었거나 삭제됨). 답을 가져올 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>RetryCountdown</name>
    <message>
        <location filename="../../ui/common/status_bus.py" line="112"/>
        <source>{0}. Trying again in {1} s — Esc cancels.</source>
        <translation>{0}. {1}초 후 다시 시도합니다 — Esc로 취소.</translation>
    </message>
</context>
<context>
    <name>SamplingSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="272"/>
        <source>Sampling</source>
        <translation>샘플링</translation>
    </message>
</context>
<context>
    <name>SavedSetups</name>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="89"/>
        <source>Save setup</source>
        <translation>구성 저장</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="90"/>
        <source>Name of this setup (its columns&apos; models and parameters):</source>
        <translation>이 구성의 이름 (각 열의 모델과 매개변수):</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="97"/>
        <source>Rename setup</source>
        <translation>구성 이름 바꾸기</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="98"/>
        <source>New name for “{0}”:</source>
        <translation>“{0}”의 새 이름:</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="106"/>
        <source>Saved the setup “{0}”.</source>
        <translation>구성 “{0}”을(를) 저장했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="111"/>
        <source>Renamed the setup to “{0}”.</source>
        <translation>구성 이름을 “{0}”(으)로 바꿨습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="116"/>
        <source>Deleted the setup “{0}”.</source>
        <translation>구성 “{0}”을(를) 삭제했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="124"/>
        <source>Stop the replies before choosing a setup.</source>
        <translation>구성을 고르기 전에 답변을 중지하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="129"/>
        <source>Columns from the setup “{0}”.</source>
        <translation>구성 “{0}”의 열을 불러왔습니다.</translation>
    </message>
</context>
<context>
    <name>Section</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="113"/>
        <location filename="../../ui/inspector/sections.py" line="124"/>
        <location filename="../../ui/inspector/sections.py" line="227"/>
        <source>Default</source>
        <translation>기본값</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ui/settings/first_run.py" line="80"/>
        <source>Welcome to Comet Desk</source>
        <translation>Comet Desk에 오신 것을 환영합니다</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="100"/>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="106"/>
        <source>Settings sections</source>
        <translation>설정 항목</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="122"/>
        <source>Account</source>
        <translation>계정</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="123"/>
        <source>Endpoints</source>
        <translation>엔드포인트</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="124"/>
        <source>General</source>
        <translation>일반</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="125"/>
        <source>Models</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="126"/>
        <source>Network</source>
        <translation>네트워크</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="296"/>
        <location filename="../../ui/settings/dialog.py" line="127"/>
        <source>Voice</source>
        <translation>음성</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="140"/>
        <source>Save settings</source>
        <translation>설정 저장</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="41"/>
        <source>Comet Desk talks to CometAPI or any OpenAI-compatible endpoint. Paste your API key below; you can create one in the &lt;a href=&quot;{url}&quot;&gt;CometAPI console&lt;/a&gt;.</source>
        <translation>Comet Desk는 CometAPI 또는 모든 OpenAI 호환 엔드포인트와 통신합니다. 아래에 API 키를 붙여넣으세요. 키는 &lt;a href=&quot;{url}&quot;&gt;CometAPI 콘솔&lt;/a&gt;에서 만들 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="49"/>
        <location filename="../../ui/settings/first_run.py" line="162"/>
        <source>API base URL</source>
        <translation>API 기본 URL</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="53"/>
        <location filename="../../ui/settings/first_run.py" line="170"/>
        <source>Set by COMETDESK_BASE_URL for this run; not saved.</source>
        <translation>이번 실행에는 COMETDESK_BASE_URL로 설정되었으며 저장되지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="57"/>
        <location filename="../../ui/settings/account.py" line="90"/>
        <location filename="../../ui/settings/endpoints.py" line="111"/>
        <location filename="../../ui/settings/first_run.py" line="112"/>
        <location filename="../../ui/settings/first_run.py" line="116"/>
        <source>API key</source>
        <translation>API 키</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="60"/>
        <source>Stored in {where}; type to replace</source>
        <translation>{where}에 저장됨. 입력하면 바뀝니다</translation>
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
        <translation>저장된 키 삭제</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="76"/>
        <location filename="../../ui/settings/endpoints.py" line="110"/>
        <source>Base URL</source>
        <translation>기본 URL</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="48"/>
        <source>Other OpenAI-compatible endpoints: a local server, another gateway. Each has its own key in the system keyring and can be chosen per conversation.</source>
        <translation>다른 OpenAI 호환 엔드포인트(로컬 서버, 다른 게이트웨이 등). 각각 시스템 키링에 자체 키가 있으며 대화마다 고를 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="99"/>
        <source>Endpoint profiles</source>
        <translation>엔드포인트 프로필</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="74"/>
        <location filename="../../ui/settings/endpoints.py" line="76"/>
        <source>Add endpoint</source>
        <translation>엔드포인트 추가</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="77"/>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="79"/>
        <source>Remove endpoint</source>
        <translation>엔드포인트 제거</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="82"/>
        <source>Endpoint name</source>
        <translation>엔드포인트 이름</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="85"/>
        <source>Endpoint base URL</source>
        <translation>엔드포인트 기본 URL</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="89"/>
        <source>Endpoint API key</source>
        <translation>엔드포인트 API 키</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="109"/>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="109"/>
        <source>Send with</source>
        <translation>보내기 키</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="111"/>
        <source>Enter (Shift+Enter: new line)</source>
        <translation>Enter (Shift+Enter: 줄바꿈)</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="113"/>
        <source>Ctrl+Enter (Enter: new line)</source>
        <translation>Ctrl+Enter (Enter: 줄바꿈)</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="121"/>
        <source>Theme</source>
        <translation>테마</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="123"/>
        <source>Follow the system</source>
        <translation>시스템 설정 따르기</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="124"/>
        <source>Light</source>
        <translation>라이트</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="125"/>
        <source>Dark</source>
        <translation>다크</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="132"/>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="169"/>
        <source>Use desktop-wide shortcuts</source>
        <translation>데스크톱 전체 단축키 사용</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="170"/>
        <source>The desktop asks you to confirm the keys, and lets you change them in its own settings.</source>
        <translation>데스크톱이 키 확인을 요청하며, 데스크톱 자체 설정에서 키를 바꿀 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="193"/>
        <source>Give new chats a short title (asks a small, cheap model after the first reply)</source>
        <translation>새 채팅에 짧은 제목 붙이기 (첫 답변 후 작고 저렴한 모델에 요청)</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="282"/>
        <source>Transcription model</source>
        <translation>음성 인식 모델</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="289"/>
        <source>Speech model</source>
        <translation>음성 합성 모델</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="55"/>
        <source>System language</source>
        <translation>시스템 언어</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="134"/>
        <source>A new language applies after a restart.</source>
        <translation>새 언어는 다시 시작한 뒤 적용됩니다.</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="140"/>
        <source>Text size</source>
        <translation>글자 크기</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="143"/>
        <source>Default</source>
        <translation>기본값</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="142"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="149"/>
        <source>Show token counts under replies</source>
        <translation>답변 아래에 토큰 수 표시</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="157"/>
        <source>Send an anonymous safety identifier</source>
        <translation>익명 안전 식별자 보내기</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="158"/>
        <source>A hash of a random id of this data folder (never your name or key), so the provider can tell abuse from one person apart from everyone else&apos;s.</source>
        <translation>이 데이터 폴더의 무작위 ID를 해시한 값입니다(이름이나 키는 절대 포함되지 않음). 공급자가 한 사람의 악용을 다른 모든 사람의 사용과 구별할 수 있게 합니다.</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="48"/>
        <source>Open folder</source>
        <translation>폴더 열기</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="50"/>
        <source>Open the data folder</source>
        <translation>데이터 폴더 열기</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="67"/>
        <source>Data folder</source>
        <translation>데이터 폴더</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="181"/>
        <source>Default model</source>
        <translation>기본 모델</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="187"/>
        <source>Default system prompt</source>
        <translation>기본 시스템 프롬프트</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="100"/>
        <source>Model for titles</source>
        <translation>제목용 모델</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="210"/>
        <source> s</source>
        <translation>초</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="211"/>
        <source>How long a reply may stay silent before it is given up. Reasoning models can think for minutes before their first word.</source>
        <translation>답변이 멈춘 뒤 포기하기까지의 시간입니다. 추론 모델은 첫 단어까지 몇 분씩 생각하기도 합니다.</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="221"/>
        <source>Image size policy</source>
        <translation>이미지 크기 정책</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="225"/>
        <source>Best for high detail (long ≤ 2048, short ≤ 768)</source>
        <translation>고세부에 최적 (긴 변 ≤ 2048, 짧은 변 ≤ 768)</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="229"/>
        <source>Fit 2048 px</source>
        <translation>2048 px에 맞춤</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="230"/>
        <source>Fit 1568 px</source>
        <translation>1568 px에 맞춤</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="231"/>
        <source>Fit 768 px</source>
        <translation>768 px에 맞춤</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="234"/>
        <source>Original size (metadata still removed)</source>
        <translation>원래 크기 (메타데이터는 제거)</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="105"/>
        <source>Quick prompts for images</source>
        <translation>이미지용 빠른 프롬프트</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="108"/>
        <source>One prompt per line</source>
        <translation>한 줄에 프롬프트 하나</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="202"/>
        <source>Title model</source>
        <translation>제목 모델</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="208"/>
        <source>Stream timeout</source>
        <translation>스트림 제한 시간</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="242"/>
        <source>Image quick prompts</source>
        <translation>이미지 빠른 프롬프트</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="250"/>
        <source>Ask before sending to a model priced far above my usual ones</source>
        <translation>평소 모델보다 훨씬 비싼 모델에 보내기 전에 묻기</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="253"/>
        <source>Once per model: when its output price is at least ten times that of the models you used lately (and at least $20 per million output tokens).</source>
        <translation>모델마다 한 번: 출력 가격이 최근 사용한 모델의 10배 이상(그리고 출력 토큰 100만 개당 $20 이상)일 때.</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="265"/>
        <source>Proxy</source>
        <translation>프록시</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="35"/>
        <source>empty: the system proxy</source>
        <translation>비우면 시스템 프록시</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="266"/>
        <source>http://host:port, https://host:port or socks5://host:port</source>
        <translation>http://호스트:포트, https://호스트:포트 또는 socks5://호스트:포트</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="39"/>
        <source>Extra CA certificates</source>
        <translation>추가 CA 인증서</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="41"/>
        <source>a PEM file, for corporate proxies</source>
        <translation>PEM 파일 (회사 프록시용)</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="43"/>
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="45"/>
        <source>Choose a CA certificate file</source>
        <translation>CA 인증서 파일 선택</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="48"/>
        <source>Certificates are always verified; this file adds to the trusted ones.</source>
        <translation>인증서는 항상 검증됩니다. 이 파일은 신뢰할 인증서에 추가됩니다.</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="274"/>
        <source>CA certificates</source>
        <translation>CA 인증서</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="158"/>
        <source>Local server</source>
        <translation>로컬 서버</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="198"/>
        <source>Stored in the keyring; type to replace</source>
        <translation>키링에 저장됨. 입력하면 바뀝니다</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="200"/>
        <source>optional: local servers often need none</source>
        <translation>선택: 로컬 서버는 보통 필요 없습니다</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="210"/>
        <source>Endpoint</source>
        <translation>엔드포인트</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="73"/>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>인증서 (*.pem *.crt *.cer);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="85"/>
        <source>Let the server keep the conversation</source>
        <translation>서버에 대화 보관</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="86"/>
        <source>On the Responses API, the server stores each reply and later turns send only the new message. Faster and cheaper for long chats; the server keeps your conversation for a while.</source>
        <translation>Responses API에서는 서버가 각 답변을 저장하므로 이후에는 새 메시지만 보냅니다. 긴 채팅에서 더 빠르고 저렴하지만, 서버가 대화를 한동안 보관합니다.</translation>
    </message>
</context>
<context>
    <name>SettingsPresenter</name>
    <message>
        <location filename="../../ui/settings/presenter.py" line="191"/>
        <location filename="../../ui/settings/presenter.py" line="249"/>
        <source>That key was rejected by {0}. Check it and try again.</source>
        <translation>{0}에서 키가 거부되었습니다. 확인 후 다시 시도하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/settings/presenter.py" line="198"/>
        <location filename="../../ui/settings/presenter.py" line="259"/>
        <source>Saved, but the key could not be verified: {0}</source>
        <translation>저장했지만 키를 확인할 수 없습니다: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/settings/presenter.py" line="207"/>
        <source>The new language applies when Comet Desk restarts.</source>
        <translation>새 언어는 Comet Desk를 다시 시작하면 적용됩니다.</translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="48"/>
        <location filename="../../ui/shell/shortcut_sheet.py" line="56"/>
        <source>Keyboard shortcuts</source>
        <translation>키보드 단축키</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="19"/>
        <source>Send</source>
        <translation>보내기</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="20"/>
        <source>New line in the message</source>
        <translation>메시지에서 줄바꿈</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="72"/>
        <source>Stop the reply (all columns in compare)</source>
        <translation>답변 중지 (비교에서는 모든 열)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="81"/>
        <source>Go to the message box</source>
        <translation>입력창으로 이동</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="24"/>
        <source>Next control: sidebar, conversation, message box, parameters</source>
        <translation>다음 영역: 사이드바, 대화, 입력창, 매개변수</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="21"/>
        <source>Edit the last message (in an empty message box)</source>
        <translation>마지막 메시지 편집 (입력창이 비어 있을 때)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="98"/>
        <source>Search conversations</source>
        <translation>대화 검색</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="107"/>
        <source>Next conversation</source>
        <translation>다음 대화</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="116"/>
        <source>Previous conversation</source>
        <translation>이전 대화</translation>
    </message>
    <message>
        <location filename="../../ui/chat/room.py" line="122"/>
        <source>Copy the last reply</source>
        <translation>마지막 답변 복사</translation>
    </message>
    <message>
        <location filename="../../ui/voice/room.py" line="72"/>
        <source>Dictate into the message box: start, or stop and transcribe</source>
        <translation>입력창에 받아쓰기: 시작, 또는 중지하고 텍스트로 변환</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="28"/>
        <source>Rename the conversation</source>
        <translation>대화 이름 바꾸기</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="29"/>
        <source>Move the conversation to the trash</source>
        <translation>대화를 휴지통으로 이동</translation>
    </message>
</context>
<context>
    <name>SidebarPresenter</name>
    <message>
        <location filename="../../ui/sidebar/presenter.py" line="139"/>
        <source>Undo delete</source>
        <translation>삭제 취소</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/presenter.py" line="140"/>
        <source>Moved to the trash.</source>
        <translation>휴지통으로 옮겼습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/presenter.py" line="149"/>
        <source>Restored.</source>
        <translation>복원했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/presenter.py" line="154"/>
        <source>{0} (copy)</source>
        <translation>{0} (사본)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/presenter.py" line="159"/>
        <source>Duplicated “{0}”.</source>
        <translation>“{0}”을(를) 복제했습니다.</translation>
    </message>
</context>
<context>
    <name>StatusArea</name>
    <message>
        <location filename="../../ui/common/status_bus.py" line="147"/>
        <source>Working</source>
        <translation>작업 중</translation>
    </message>
</context>
<context>
    <name>StorageError</name>
    <message>
        <location filename="../../storage/errors.py" line="43"/>
        <location filename="../../storage/errors.py" line="108"/>
        <source>memory</source>
        <translation>메모리</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="47"/>
        <source>Not saved: the disk could not be written ({0}). Check the disk and press Send again.</source>
        <translation>저장되지 않음: 디스크에 쓸 수 없습니다({0}). 디스크를 확인하고 보내기를 다시 누르세요.</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="53"/>
        <source>Not saved: the disk could not be written ({0}). Check the disk and try again.</source>
        <translation>저장되지 않음: 디스크에 쓸 수 없습니다({0}). 디스크를 확인하고 다시 시도하세요.</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="68"/>
        <source>Not saved: the disk is full ({0}). Free space and press Send again.</source>
        <translation>저장되지 않음: 디스크가 가득 찼습니다({0}). 공간을 확보하고 보내기를 다시 누르세요.</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="73"/>
        <source>Not saved: the disk is full ({0}). Free space and try again.</source>
        <translation>저장되지 않음: 디스크가 가득 찼습니다({0}). 공간을 확보하고 다시 시도하세요.</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="84"/>
        <source>Not saved: the data folder cannot be written ({0}). Make it writable or choose another data folder, then press Send again.</source>
        <translation>저장되지 않음: 데이터 폴더에 쓸 수 없습니다({0}). 쓰기 가능하게 바꾸거나 다른 데이터 폴더를 선택한 뒤 보내기를 다시 누르세요.</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="90"/>
        <source>Not saved: the data folder cannot be written ({0}). Make it writable or choose another data folder, then try again.</source>
        <translation>저장되지 않음: 데이터 폴더에 쓸 수 없습니다({0}). 쓰기 가능하게 바꾸거나 다른 데이터 폴더를 선택한 뒤 다시 시도하세요.</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="110"/>
        <source>Another program removed the history&apos;s journal file ({0}-wal) while Comet Desk was using it. What it held was written into the history and the file was reopened; nothing was lost. Do not delete files in the data folder while Comet Desk runs.</source>
        <translation>Comet Desk가 사용하는 동안 다른 프로그램이 기록의 저널 파일({0}-wal)을 삭제했습니다. 그 내용은 기록에 기록되었고 파일을 다시 열었습니다. 잃은 것은 없습니다. Comet Desk 실행 중에는 데이터 폴더의 파일을 삭제하지 마세요.</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="118"/>
        <source>Another program removed the history&apos;s journal file ({0}-wal) while Comet Desk was using it, so its latest changes may not be on disk. Close Comet Desk and start it again; do not delete files in the data folder while it runs.</source>
        <translation>Comet Desk가 사용하는 동안 다른 프로그램이 기록의 저널 파일({0}-wal)을 삭제하여 최근 변경 사항이 디스크에 없을 수 있습니다. Comet Desk를 닫고 다시 시작하세요. 실행 중에는 데이터 폴더의 파일을 삭제하지 마세요.</translation>
    </message>
</context>
<context>
    <name>SyncDialog</name>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="44"/>
        <source>Sync and backups</source>
        <translation>동기화 및 백업</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="48"/>
        <source>Your history follows you to every machine that syncs through the same storage. Everything is encrypted on this machine with your passphrase before it leaves: the storage sees sizes and times, nothing else.</source>
        <translation>같은 저장소로 동기화하는 모든 기기에서 기록을 이어서 쓸 수 있습니다. 모든 데이터는 나가기 전에 이 기기에서 암호 문구로 암호화되므로, 저장소에서는 크기와 시간 외에는 아무것도 볼 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="57"/>
        <location filename="../../ui/sync/setup_dialog.py" line="120"/>
        <source>Storage</source>
        <translation>저장소</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="59"/>
        <source>A folder (Dropbox, OneDrive, iCloud Drive, Syncthing…)</source>
        <translation>폴더 (Dropbox, OneDrive, iCloud Drive, Syncthing…)</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="61"/>
        <source>WebDAV (Nextcloud, ownCloud…)</source>
        <translation>WebDAV (Nextcloud, ownCloud…)</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="62"/>
        <source>S3-compatible (AWS, Cloudflare R2, Backblaze B2, MinIO)</source>
        <translation>S3 호환 (AWS, Cloudflare R2, Backblaze B2, MinIO)</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="63"/>
        <location filename="../../ui/sync/setup_dialog.py" line="121"/>
        <source>Location</source>
        <translation>위치</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="64"/>
        <source>Choose…</source>
        <translation>선택…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="66"/>
        <location filename="../../ui/sync/setup_dialog.py" line="231"/>
        <source>Choose the folder to sync through</source>
        <translation>동기화에 사용할 폴더 선택</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="68"/>
        <location filename="../../ui/sync/setup_dialog.py" line="122"/>
        <source>Endpoint</source>
        <translation>엔드포인트</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="70"/>
        <location filename="../../ui/sync/setup_dialog.py" line="123"/>
        <source>Region</source>
        <translation>리전</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="71"/>
        <source>optional, e.g. us-east-1</source>
        <translation>선택 (예: us-east-1)</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="72"/>
        <location filename="../../ui/sync/setup_dialog.py" line="124"/>
        <location filename="../../ui/sync/setup_dialog.py" line="189"/>
        <source>User</source>
        <translation>사용자</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="73"/>
        <location filename="../../ui/sync/setup_dialog.py" line="125"/>
        <location filename="../../ui/sync/setup_dialog.py" line="190"/>
        <source>Password</source>
        <translation>비밀번호</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="75"/>
        <location filename="../../ui/sync/setup_dialog.py" line="126"/>
        <source>Passphrase</source>
        <translation>암호 문구</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="77"/>
        <source>the same on every machine</source>
        <translation>모든 기기에서 동일</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="83"/>
        <source>Passphrase strength</source>
        <translation>암호 문구 강도</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="102"/>
        <source>Nobody can recover a lost passphrase: without it, what is on the storage cannot be read. It is kept in this machine&apos;s keyring.</source>
        <translation>잃어버린 암호 문구는 누구도 복구할 수 없으며, 암호 문구 없이는 저장소에 있는 데이터를 읽을 수 없습니다. 암호 문구는 이 기기의 키링에 보관됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="132"/>
        <location filename="../../ui/sync/setup_dialog.py" line="267"/>
        <source>Save and sync</source>
        <translation>저장 및 동기화</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="138"/>
        <source>Turn off sync</source>
        <translation>동기화 끄기</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="164"/>
        <location filename="../../ui/sync/setup_dialog.py" line="165"/>
        <source>kept in the keyring: type to change</source>
        <translation>키링에 보관됨. 입력하면 바뀝니다</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="184"/>
        <source>a folder another program syncs</source>
        <translation>다른 프로그램이 동기화하는 폴더</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="189"/>
        <source>Access key ID</source>
        <translation>액세스 키 ID</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="190"/>
        <source>Secret access key</source>
        <translation>비밀 액세스 키</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="219"/>
        <source>Strong: hard to guess, even with a copy of the storage.</source>
        <translation>강력함: 저장소 사본이 있어도 추측하기 어렵습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="221"/>
        <source>Too easy to guess: {0}. {1}</source>
        <translation>너무 쉽게 추측됨: {0}. {1}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="248"/>
        <source>Say where the storage is.</source>
        <translation>저장소 위치를 입력하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="267"/>
        <source>Checking…</source>
        <translation>확인 중…</translation>
    </message>
</context>
<context>
    <name>SyncPresenter</name>
    <message>
        <location filename="../../ui/sync/presenter.py" line="196"/>
        <source>Syncing…</source>
        <translation>동기화 중…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="211"/>
        <location filename="../../ui/sync/presenter.py" line="213"/>
        <location filename="../../ui/sync/presenter.py" line="264"/>
        <source>Sync failed: {0}</source>
        <translation>동기화 실패: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="240"/>
        <source>Waiting for another sync round…</source>
        <translation>다른 동기화 라운드를 기다리는 중…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="242"/>
        <source>Sending… {0} of {1}</source>
        <translation>보내는 중… {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="244"/>
        <source>Receiving… {0} of {1}</source>
        <translation>받는 중… {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="253"/>
        <source>Syncs through {0}</source>
        <translation>{0}을(를) 통해 동기화</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="258"/>
        <source>Offline: syncs when the storage is back.</source>
        <translation>오프라인: 저장소에 다시 연결되면 동기화합니다.</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="270"/>
        <source>Not synced yet</source>
        <translation>아직 동기화 안 됨</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="272"/>
        <source>Synced {0}</source>
        <translation>마지막 동기화: {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/sync/presenter.py" line="274"/>
        <source>%n waiting</source>
        <translation>
            <numerusform>%n개 대기 중</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="280"/>
        <source>just now</source>
        <translation>방금</translation>
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
        <translation>암호 문구를 입력하세요(모든 기기에서 동일).</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="351"/>
        <source>Sync set up: {0}</source>
        <translation>동기화를 설정했습니다: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="368"/>
        <source>Sync is off on this machine; the history stays.</source>
        <translation>이 기기에서 동기화를 껐습니다. 기록은 그대로 남습니다.</translation>
    </message>
</context>
<context>
    <name>SyncStatusView</name>
    <message>
        <location filename="../../ui/sync/status_view.py" line="76"/>
        <source>Sync now</source>
        <translation>지금 동기화</translation>
    </message>
    <message>
        <location filename="../../ui/sync/status_view.py" line="77"/>
        <source>Retry</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <location filename="../../ui/sync/status_view.py" line="77"/>
        <source>Retry sync</source>
        <translation>동기화 다시 시도</translation>
    </message>
    <message>
        <location filename="../../ui/sync/status_view.py" line="78"/>
        <source>Fix…</source>
        <translation>수정…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/status_view.py" line="78"/>
        <source>Fix the sync set-up</source>
        <translation>동기화 설정 수정</translation>
    </message>
    <message>
        <location filename="../../ui/sync/status_view.py" line="85"/>
        <source>Sync: {0}</source>
        <translation>동기화: {0}</translation>
    </message>
</context>
<context>
    <name>SynthesizeDialog</name>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="38"/>
        <source>Synthesize one answer</source>
        <translation>하나의 답변으로 종합</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="42"/>
        <source>This prompt goes to the model below in a new chat, which then writes one answer from the columns&apos; latest answers. Change it as you like.</source>
        <translation>이 프롬프트는 새 채팅에서 아래 모델에 전송되고, 모델은 각 열의 최신 답변을 바탕으로 하나의 답변을 작성합니다. 원하는 대로 수정하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="58"/>
        <source>Model that writes the answer</source>
        <translation>답변을 작성할 모델</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="59"/>
        <source>&amp;Model:</source>
        <translation>모델(&amp;M):</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="62"/>
        <source>Search models</source>
        <translation>모델 검색</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="68"/>
        <source>Prompt to send</source>
        <translation>보낼 프롬프트</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="71"/>
        <source>&amp;Prompt:</source>
        <translation>프롬프트(&amp;P):</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="81"/>
        <source>Start the chat</source>
        <translation>채팅 시작</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="83"/>
        <source>Start a new chat with this prompt</source>
        <translation>이 프롬프트로 새 채팅 시작</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="120"/>
        <source>Choose the model that writes the answer.</source>
        <translation>답변을 작성할 모델을 선택하세요.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="123"/>
        <source>The prompt is empty; write what the model should do.</source>
        <translation>프롬프트가 비어 있습니다. 모델이 할 일을 적어 주세요.</translation>
    </message>
</context>
<context>
    <name>ThinkingSection</name>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="78"/>
        <source>Thinking… {0}</source>
        <translation>생각 중… {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="81"/>
        <source>Thinking ({0} words)</source>
        <translation>생각 ({0}단어)</translation>
    </message>
</context>
<context>
    <name>ThreadPresenter</name>
    <message>
        <location filename="../../ui/transcript/thread.py" line="94"/>
        <source>Code copied.</source>
        <translation>코드를 복사했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="23"/>
        <source>Delete message</source>
        <translation>메시지 삭제</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="24"/>
        <source>Delete this message?</source>
        <translation>이 메시지를 삭제할까요?</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="26"/>
        <source>A version is deleted with the replies that followed it; other versions stay.</source>
        <translation>버전은 그 뒤에 이어진 답변과 함께 삭제되며, 다른 버전은 남습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="59"/>
        <source>{0} in · {1} out tokens</source>
        <translation>입력 {0} · 출력 {1}토큰</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="55"/>
        <source>{0} in ({1} cached) · {2} out tokens</source>
        <translation>입력 {0} (캐시 {1}) · 출력 {2}토큰</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="63"/>
        <source>{0}, of which {1} reasoning</source>
        <translation>{0}(그중 추론 {1})</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="70"/>
        <source>(cache saved {0})</source>
        <translation>(캐시로 {0} 절약)</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="79"/>
        <source>1 reply of unknown cost</source>
        <translation>비용을 알 수 없는 답변 1개</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="83"/>
        <source>{0} + {1}</source>
        <translation>{0} + {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="86"/>
        <source>Tokens and cost of the replies shown, {0} replies</source>
        <translation>표시된 답변의 토큰과 비용 (답변 {0}개)</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="98"/>
        <source>{0} reported no token usage</source>
        <translation>{0}에서 토큰 사용량을 보고하지 않음</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="101"/>
        <source>{0} reported token counts that do not add up</source>
        <translation>{0}에서 맞지 않는 토큰 수를 보고함</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="104"/>
        <source>{0} without a price in the model list</source>
        <translation>{0}은(는) 모델 목록에 가격이 없음</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="107"/>
        <source>1 reply</source>
        <translation>답변 1개</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="111"/>
        <source>Cost unknown for {0}: {1}.</source>
        <translation>{0}의 비용을 알 수 없음: {1}.</translation>
    </message>
</context>
<context>
    <name>ThumbnailStrip</name>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="162"/>
        <source>Image {0} of {1}: open full size</source>
        <translation>이미지 {0}/{1}: 원본 크기로 열기</translation>
    </message>
</context>
<context>
    <name>TintedText</name>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="155"/>
        <source>The answer, tinted by token probability</source>
        <translation>토큰 확률에 따라 색을 입힌 답변</translation>
    </message>
</context>
<context>
    <name>TokenProbabilityView</name>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="224"/>
        <source>Token probabilities</source>
        <translation>토큰 확률</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="264"/>
        <location filename="../../ui/transcript/token_view.py" line="269"/>
        <source>Least likely tokens</source>
        <translation>확률이 가장 낮은 토큰</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="405"/>
        <source>{0}–{1}%</source>
        <translation>{0}–{1}%</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="240"/>
        <source>This long answer is shown in part; the list of least likely tokens covers all of it.</source>
        <translation>이 긴 답변은 일부만 표시됩니다. 가능성이 가장 낮은 토큰 목록은 전체를 다룹니다.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="251"/>
        <source>Token at the cursor</source>
        <translation>커서 위치의 토큰</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="259"/>
        <source>Point at a token, or move the cursor onto it, to see its alternatives.</source>
        <translation>토큰을 가리키거나 커서를 옮기면 대안이 표시됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="370"/>
        <source>A token&apos;s probability is how sure the model was of it, among everything it could have written at that point. Untinted text was near-certain; the deeper the tint, the more the model hesitated, and the more likely a different word would have come with another try. A character made of several tokens (an emoji, say) is tinted by their probability together.</source>
        <translation>토큰의 확률은 그 시점에 쓸 수 있었던 모든 것 가운데 모델이 그 토큰을 얼마나 확신했는지입니다. 색이 없는 글자는 거의 확실했습니다. 색이 짙을수록 모델이 더 망설였고, 다시 시도하면 다른 단어가 나올 가능성이 큽니다. 여러 토큰으로 된 문자(예: 이모지)는 그 토큰들을 합친 확률로 색칠됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="390"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="397"/>
        <source>Legend</source>
        <translation>범례</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="403"/>
        <source>{0}% or more</source>
        <translation>{0}% 이상</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="406"/>
        <source>under {0}%</source>
        <translation>{0}% 미만</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="408"/>
        <source>nearly certain</source>
        <translation>거의 확실</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="409"/>
        <source>fairly sure</source>
        <translation>꽤 확실</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="410"/>
        <source>more likely than not</source>
        <translation>가능성이 더 높음</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="411"/>
        <source>unsure</source>
        <translation>불확실</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="412"/>
        <source>doubtful</source>
        <translation>의심스러움</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="413"/>
        <source>a long shot: one of many options</source>
        <translation>가능성 낮음: 여러 선택지 중 하나</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="449"/>
        <source>{0} {1}</source>
        <translation>{0}{1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="457"/>
        <source>{0} (part of {1}: {2} tokens, together {3})</source>
        <translation>{0}({1}의 일부: 토큰 {2}개, 합쳐서 {3})</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="465"/>
        <source>{0}; alternatives: {1}</source>
        <translation>{0}; 다른 후보: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="472"/>
        <source>{0}: probability {1}</source>
        <translation>{0}: 확률 {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="478"/>
        <source>Alternatives: {0}</source>
        <translation>다른 후보: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="478"/>
        <source>No alternatives</source>
        <translation>다른 후보 없음</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="490"/>
        <source>{0}: written by {1} tokens, together {2}</source>
        <translation>{0}: 토큰 {1}개로 쓰임, 합쳐서 {2}</translation>
    </message>
</context>
<context>
    <name>ToolCallSection</name>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="104"/>
        <source>Arguments:</source>
        <translation>인수:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="108"/>
        <source>Result:</source>
        <translation>결과:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="111"/>
        <source>(and {0} more characters)</source>
        <translation>(외 {0}자)</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="125"/>
        <source>done in {0} s</source>
        <translation>{0}초 만에 완료</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="126"/>
        <source>failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="127"/>
        <source>denied</source>
        <translation>거부됨</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="128"/>
        <source>waiting</source>
        <translation>대기 중</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="128"/>
        <source>not run</source>
        <translation>실행 안 됨</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="130"/>
        <source>Tool {0} · {1}</source>
        <translation>도구 {0} · {1}</translation>
    </message>
</context>
<context>
    <name>ToolText</name>
    <message>
        <location filename="../../render/tool_text.py" line="20"/>
        <source>The model asked for a tool that is not offered here: “{name}”.</source>
        <translation>모델이 여기에서 제공되지 않는 도구를 요청했습니다: “{name}”.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="23"/>
        <source>The arguments for “{name}” are not valid JSON (expected an object).</source>
        <translation>“{name}”의 인수가 올바른 JSON이 아닙니다(객체여야 합니다).</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="26"/>
        <source>The arguments for “{name}” are not valid JSON ({detail}).</source>
        <translation>“{name}”의 인수가 올바른 JSON이 아닙니다({detail}).</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="29"/>
        <source>The arguments for “{name}” do not match the tool&apos;s schema: {detail}</source>
        <translation>“{name}”의 인수가 도구의 JSON 스키마와 맞지 않습니다: {detail}</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="32"/>
        <source>The user denied this tool call.</source>
        <translation>사용자가 이 도구 호출을 거부했습니다.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="33"/>
        <source>The tool loop stopped after {limit} rounds (the step limit in Settings); the last calls were not run.</source>
        <translation>도구 루프가 {limit}라운드 후 중지되었습니다(설정의 최대 단계 수). 마지막 호출은 실행되지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="38"/>
        <source>The tool loop stopped: the model asked again for “{name}” with the same arguments; the repeated call was not run.</source>
        <translation>도구 루프가 중지되었습니다: 모델이 같은 인수로 “{name}”을(를) 다시 요청했습니다. 반복된 호출은 실행되지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="43"/>
        <source>Not run: the tool loop stopped.</source>
        <translation>실행 안 됨: 도구 루프가 중지되었습니다.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="44"/>
        <source>The tool reported an error.</source>
        <translation>도구가 오류를 보고했습니다.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="47"/>
        <source>The server “{server}” did not finish starting within {seconds} s (handshake timeout).</source>
        <translation>서버 “{server}”이(가) {seconds}초 안에 시작을 마치지 못했습니다(핸드셰이크 제한 시간 초과).</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="51"/>
        <source>The server “{server}” has no valid URL (http:// or https://).</source>
        <translation>서버 “{server}”에 올바른 URL(http:// 또는 https://)이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="54"/>
        <source>The server “{server}”: the working folder {folder} does not exist.</source>
        <translation>서버 “{server}”: 작업 폴더 {folder}이(가) 없습니다.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="57"/>
        <source>The server “{server}” could not start: the command “{command}” was not found. Install it or give its full path (npx comes with Node.js, uvx with uv; either must be installed to run servers that use it).</source>
        <translation>서버 “{server}”을(를) 시작할 수 없습니다: 명령 “{command}”을(를) 찾을 수 없습니다. 설치하거나 전체 경로를 입력하세요(npx는 Node.js에, uvx는 uv에 포함되어 있으며, 이를 사용하는 서버를 실행하려면 해당 프로그램이 설치되어 있어야 합니다).</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="63"/>
        <source>The server “{server}” could not start: {reason} ({command}).</source>
        <translation>서버 “{server}”을(를) 시작할 수 없습니다: {reason} ({command}).</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="66"/>
        <source>The server “{server}” exited with code {code}.</source>
        <translation>서버 “{server}”이(가) 코드 {code}(으)로 종료되었습니다.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="67"/>
        <source>The server “{server}” failed while starting: {reason}</source>
        <translation>서버 “{server}”이(가) 시작하는 중에 실패했습니다: {reason}</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="70"/>
        <source>The server “{server}” exited with code {code} while running “{tool}”.</source>
        <translation>서버 “{server}”이(가) “{tool}” 실행 중에 코드 {code}(으)로 종료되었습니다.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="73"/>
        <source>The server “{server}” is not running.</source>
        <translation>서버 “{server}”이(가) 실행 중이 아닙니다.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="74"/>
        <source>There is no MCP server “{server}” any more.</source>
        <translation>MCP 서버 “{server}”이(가) 더 이상 없습니다.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="75"/>
        <source>The tool “{tool}” did not finish within {seconds} s and was stopped.</source>
        <translation>도구 “{tool}”이(가) {seconds}초 안에 끝나지 않아 중지했습니다.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="78"/>
        <source>The tool “{tool}” failed: {reason}</source>
        <translation>도구 “{tool}”이(가) 실패했습니다: {reason}</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="79"/>
        <source>The tool “{tool}” is not available.</source>
        <translation>도구 “{tool}”을(를) 사용할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="81"/>
        <source> Its last output: {output}</source>
        <translation> 마지막 출력: {output}</translation>
    </message>
</context>
<context>
    <name>ToolsDialog</name>
    <message>
        <location filename="../../ui/tools/dialog.py" line="189"/>
        <source>Tools</source>
        <translation>도구</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="193"/>
        <source>MCP servers</source>
        <translation>MCP 서버</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="198"/>
        <source>Enabled</source>
        <translation>사용</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="202"/>
        <source>Add server…</source>
        <translation>서버 추가…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="203"/>
        <source>Import…</source>
        <translation>가져오기…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="209"/>
        <source>Restart</source>
        <translation>다시 시작</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="211"/>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="223"/>
        <source> s</source>
        <translation>초</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="226"/>
        <source>Run this once</source>
        <translation>이번만 실행</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="227"/>
        <source>Allow in this conversation</source>
        <translation>이 대화에서 허용</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="230"/>
        <source>Tools that are always allowed</source>
        <translation>항상 허용된 도구</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="232"/>
        <source>Revoke</source>
        <translation>허용 취소</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="236"/>
        <source>Steps per reply</source>
        <translation>답변당 최대 단계 수</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="237"/>
        <source>Tool timeout</source>
        <translation>도구 제한 시간</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="238"/>
        <source>Enter in the approval prompt</source>
        <translation>승인 창에서 Enter 동작</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="239"/>
        <source>Always allowed</source>
        <translation>항상 허용</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="301"/>
        <source>not started (starts when a chat needs it)</source>
        <translation>시작 안 됨 (채팅에 필요할 때 시작)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="302"/>
        <source>starting…</source>
        <translation>시작 중…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="303"/>
        <source>ready</source>
        <translation>준비됨</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="304"/>
        <source>failed</source>
        <translation>실패</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="305"/>
        <source>off</source>
        <translation>꺼짐</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="318"/>
        <source>No MCP server yet. Add one, or import a JSON file.</source>
        <translation>아직 MCP 서버가 없습니다. 추가하거나 JSON 파일을 가져오세요.</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="327"/>
        <source>Tools:</source>
        <translation>도구:</translation>
    </message>
</context>
<context>
    <name>ToolsPresenter</name>
    <message>
        <location filename="../../ui/tools/presenter.py" line="158"/>
        <source>Added the server “{0}”.</source>
        <translation>서버 “{0}”을(를) 추가했습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/tools/presenter.py" line="163"/>
        <source>Import MCP servers</source>
        <translation>MCP 서버 가져오기</translation>
    </message>
    <message>
        <location filename="../../ui/tools/presenter.py" line="165"/>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/presenter.py" line="177"/>
        <source>Nothing was imported: {0}</source>
        <translation>아무것도 가져오지 않았습니다: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/tools/presenter.py" line="181"/>
        <source>Imported {0} server(s).</source>
        <translation>서버 {0}개를 가져왔습니다.</translation>
    </message>
</context>
<context>
    <name>ToolsSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="337"/>
        <source>Tools</source>
        <translation>도구</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="339"/>
        <source>Web search</source>
        <translation>웹 검색</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="342"/>
        <source>Code interpreter</source>
        <translation>코드 인터프리터</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="345"/>
        <source>The model may write and run Python in a sandbox the API provides.</source>
        <translation>모델이 API가 제공하는 샌드박스에서 Python 코드를 작성하고 실행할 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="349"/>
        <source>No MCP servers yet.</source>
        <translation>아직 MCP 서버가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="354"/>
        <source>Manage servers…</source>
        <translation>서버 관리…</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="355"/>
        <source>Manage MCP servers and tools</source>
        <translation>MCP 서버 및 도구 관리</translation>
    </message>
</context>
<context>
    <name>Transcript</name>
    <message>
        <location filename="../../render/messages.py" line="14"/>
        <source>Incomplete — the connection ended before the reply finished.</source>
        <translation>미완료 — 답변이 끝나기 전에 연결이 끊겼습니다.</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="17"/>
        <source>Interrupted — the app closed while this reply was streaming.</source>
        <translation>중단됨 — 답변을 받는 중에 앱이 종료되었습니다.</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="20"/>
        <source>Stopped — you stopped this reply.</source>
        <translation>중지됨 — 이 답변을 중지했습니다.</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="21"/>
        <source>Streaming…</source>
        <translation>받는 중…</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="22"/>
        <source>In progress on the server — it appears here when it is done.</source>
        <translation>서버에서 진행 중 — 완료되면 여기에 표시됩니다.</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="30"/>
        <source>Cut at the max tokens limit — Continue?</source>
        <translation>최대 토큰 한도에서 잘렸습니다 — 계속할까요?</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="32"/>
        <source>Stopped by the provider&apos;s content filter.</source>
        <translation>공급자의 콘텐츠 필터로 중지되었습니다.</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="39"/>
        <source>Error:</source>
        <translation>오류:</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="43"/>
        <source>Incomplete — {0}</source>
        <translation>미완료 — {0}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="61"/>
        <source>{0} in ({1} cached)</source>
        <translation>입력 {0} (캐시 {1})</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="65"/>
        <source>{0} in</source>
        <translation>입력 {0}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="66"/>
        <source>{0} · {1} out</source>
        <translation>{0} · 출력 {1}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="68"/>
        <source>{0}, of which {1} reasoning</source>
        <translation>{0}(그중 추론 {1})</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="82"/>
        <source>Cost unknown: the endpoint reported a negative token count, shown as reported.</source>
        <translation>비용 알 수 없음: 엔드포인트가 음수 토큰 수를 보고했습니다(보고된 대로 표시).</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="87"/>
        <source>Cost unknown: the endpoint reported {0} cached tokens of only {1} input tokens, shown as reported.</source>
        <translation>비용 알 수 없음: 엔드포인트가 입력 토큰 {1}개 중 캐시 토큰 {0}개를 보고했습니다(보고된 대로 표시).</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="93"/>
        <source>Cost unknown: the endpoint reported {0} reasoning tokens of only {1} output tokens, shown as reported.</source>
        <translation>비용 알 수 없음: 엔드포인트가 출력 토큰 {1}개 중 추론 토큰 {0}개를 보고했습니다(보고된 대로 표시).</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="128"/>
        <source>{0} (cache saved {1})</source>
        <translation>{0} (캐시로 {1} 절약)</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="133"/>
        <source>cost unknown</source>
        <translation>비용 알 수 없음</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="120"/>
        <location filename="../../ui/transcript/answer_figures.py" line="21"/>
        <source>first token {0} s</source>
        <translation>첫 토큰 {0}초</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="124"/>
        <location filename="../../ui/transcript/answer_figures.py" line="28"/>
        <source>{0} tokens/s</source>
        <translation>{0}토큰/초</translation>
    </message>
    <message>
        <location filename="../../render/markup.py" line="221"/>
        <source>Copy</source>
        <translation>복사</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/answer_figures.py" line="26"/>
        <source>{0} tokens</source>
        <translation>{0}토큰</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/answer_figures.py" line="30"/>
        <source>written in {0} s</source>
        <translation>{0}초 만에 작성</translation>
    </message>
</context>
<context>
    <name>TranscriptView</name>
    <message>
        <location filename="../../ui/transcript/view.py" line="62"/>
        <source>Transcript</source>
        <translation>대화 내용</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/view.py" line="63"/>
        <source>The conversation. Replies appear here.</source>
        <translation>대화입니다. 답변이 여기에 표시됩니다.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/view.py" line="100"/>
        <source>Jump to latest ↓</source>
        <translation>최신으로 이동 ↓</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/view.py" line="102"/>
        <source>Jump to latest</source>
        <translation>최신으로 이동</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/render.py" line="123"/>
        <source>Ask anything. Enter sends, Shift+Enter adds a line.</source>
        <translation>무엇이든 물어보세요. Enter는 전송, Shift+Enter는 줄바꿈.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/render.py" line="126"/>
        <source>Paste a screenshot or drop images to have them described.</source>
        <translation>스크린샷을 붙여 넣거나 이미지를 끌어다 놓으면 설명해 줍니다.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/render.py" line="129"/>
        <source>Compare (Ctrl+Shift+M) sends one prompt to several models at once.</source>
        <translation>비교(Ctrl+Shift+M)는 하나의 프롬프트를 여러 모델에 한꺼번에 보냅니다.</translation>
    </message>
</context>
<context>
    <name>TransferPresenter</name>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="50"/>
        <source>Export conversations</source>
        <translation>대화 내보내기</translation>
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
        <translation>내보내는 중…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="75"/>
        <source>Export failed: {0}</source>
        <translation>내보내기 실패: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="79"/>
        <source>Exported {0} conversation(s) to {1}</source>
        <translation>대화 {0}개를 {1}(으)로 내보냈습니다</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="85"/>
        <source>Import conversations</source>
        <translation>대화 가져오기</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="87"/>
        <source>Exports (*.json *.zip);;All files (*)</source>
        <translation>내보낸 파일 (*.json *.zip);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="93"/>
        <source>Importing…</source>
        <translation>가져오는 중…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="102"/>
        <location filename="../../ui/sidebar/transfer.py" line="106"/>
        <source>Nothing was imported: {0}</source>
        <translation>아무것도 가져오지 않았습니다: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="112"/>
        <source>Imported {0} conversation(s) with {1} message(s).</source>
        <translation>대화 {0}개(메시지 {1}개)를 가져왔습니다.</translation>
    </message>
</context>
<context>
    <name>VoiceTab</name>
    <message>
        <location filename="../../ui/settings/voice.py" line="22"/>
        <source>Dictation (the microphone button, Ctrl+Shift+V) uses the transcription model; Read aloud on a reply uses the speech model and voice. Audio clips attached to a message need a chat model that takes audio, such as gpt-4o-audio-preview.</source>
        <translation>받아쓰기(마이크 버튼, Ctrl+Shift+V)에는 음성 인식 모델을, 답변의 ‘소리 내어 읽기’에는 음성 합성 모델과 목소리를 사용합니다. 메시지에 오디오 클립을 첨부하려면 gpt-4o-audio-preview처럼 오디오를 받는 채팅 모델이 필요합니다.</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="40"/>
        <source>Explain a concept</source>
        <translation>개념 설명하기</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="41"/>
        <source>Explain how HTTPS keeps a connection private, in plain words.</source>
        <translation>HTTPS가 연결을 어떻게 비공개로 유지하는지 쉬운 말로 설명해 주세요.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="45"/>
        <source>Write some code</source>
        <translation>코드 작성하기</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="46"/>
        <source>Write a Python function that removes duplicates from a list.</source>
        <translation>리스트에서 중복을 제거하는 Python 함수를 작성해 주세요.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="50"/>
        <source>Summarise a text</source>
        <translation>글 요약하기</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="51"/>
        <source>Summarise the main ideas of stoicism in three bullet points.</source>
        <translation>스토아 철학의 핵심 사상을 세 개의 글머리 기호로 요약해 주세요.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="53"/>
        <source>Plan a trip</source>
        <translation>여행 계획하기</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="53"/>
        <source>Plan a three-day trip to Kyoto in April.</source>
        <translation>4월에 교토로 떠나는 3일 여행을 계획해 주세요.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="64"/>
        <source>Example: {0}</source>
        <translation>예시: {0}</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <location filename="../../ui/compare/room.py" line="106"/>
        <source>C&amp;ompare models</source>
        <translation>모델 비교(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/room.py" line="111"/>
        <source>Send one prompt to several models</source>
        <translation>프롬프트 하나를 여러 모델에 보냅니다</translation>
    </message>
    <message>
        <location filename="../../ui/settings/room.py" line="100"/>
        <source>Se&amp;ttings…</source>
        <translation>설정(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/room.py" line="105"/>
        <source>Endpoints, keys and preferences</source>
        <translation>엔드포인트, 키, 환경 설정</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="90"/>
        <source>Show or hide the &amp;conversations</source>
        <translation>대화 표시/숨기기(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="100"/>
        <source>Show or hide the &amp;parameters</source>
        <translation>매개변수 표시/숨기기(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="110"/>
        <source>Command pa&amp;lette…</source>
        <translation>명령 팔레트(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="115"/>
        <source>Find any command by its name and run it</source>
        <translation>이름으로 명령을 찾아 실행합니다</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="121"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>키보드 단축키(&amp;K)</translation>
    </message>
</context>
</TS>
