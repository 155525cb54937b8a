<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="62"/>
        <location filename="../../ui/transcript/hosted_sections.py" line="111"/>
        <source>failed</source>
        <translation>помилка</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="62"/>
        <source>ran</source>
        <translation>виконано</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="63"/>
        <source>Code interpreter · {0}</source>
        <translation>Інтерпретатор коду · {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="64"/>
        <source>Code:</source>
        <translation>Код:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="67"/>
        <source>Output:</source>
        <translation>Вивід:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="78"/>
        <source>Save “{0}”…</source>
        <translation>Зберегти «{0}»…</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="80"/>
        <source>Save the file {0}</source>
        <translation>Зберегти файл {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="89"/>
        <source>File {0}</source>
        <translation>Файл {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="99"/>
        <source>Arguments:</source>
        <translation>Аргументи:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="102"/>
        <source>Result:</source>
        <translation>Результат:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="107"/>
        <source>approved</source>
        <translation>підтверджено</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="108"/>
        <source>denied</source>
        <translation>відхилено</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="109"/>
        <source>waiting for approval</source>
        <translation>очікує підтвердження</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="110"/>
        <source>Approval for {0} on {1} · {2}</source>
        <translation>Підтвердження для {0} на {1} · {2}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="111"/>
        <source>done</source>
        <translation>готово</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/hosted_sections.py" line="112"/>
        <source>Tool {0} on {1} · {2}</source>
        <translation>Інструмент {0} на {1} · {2}</translation>
    </message>
</context>
<context>
    <name>AccountTab</name>
    <message>
        <location filename="../../ui/settings/account.py" line="82"/>
        <source>To keep a key across runs without a keyring, start Comet Desk with the environment variable COMETDESK_API_KEY.</source>
        <translation>Щоб зберігати ключ між запусками без сховища ключів, запускайте Comet Desk зі змінною середовища COMETDESK_API_KEY.</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="313"/>
        <source>Version {0} of {1}</source>
        <translation>Версія {0} з {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="320"/>
        <source>More actions</source>
        <translation>Інші дії</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="340"/>
        <source>Copied</source>
        <translation>Скопійовано</translation>
    </message>
</context>
<context>
    <name>ActionHandlers</name>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="76"/>
        <source>Wait for the reply to finish first.</source>
        <translation>Спершу дочекайтеся завершення відповіді.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="135"/>
        <source>Copied the reply as plain text.</source>
        <translation>Відповідь скопійовано як звичайний текст.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="138"/>
        <source>Copied the reply as Markdown.</source>
        <translation>Відповідь скопійовано як Markdown.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="196"/>
        <source>{0} (fork)</source>
        <translation>{0} (відгалуження)</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="196"/>
        <source>Chat</source>
        <translation>Чат</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="198"/>
        <source>Forked into “{0}”.</source>
        <translation>Створено відгалуження «{0}».</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/action_handlers.py" line="210"/>
        <source>Message deleted.</source>
        <translation>Повідомлення видалено.</translation>
    </message>
</context>
<context>
    <name>AddServerDialog</name>
    <message>
        <location filename="../../ui/tools/dialog.py" line="44"/>
        <source>Add an MCP server</source>
        <translation>Додати сервер MCP</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="50"/>
        <source>Command (stdio)</source>
        <translation>Команда (stdio)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="51"/>
        <source>URL (streamable HTTP)</source>
        <translation>URL-адреса (streamable HTTP)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="52"/>
        <source>Remote (via the API)</source>
        <translation>Віддалений (через API)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="68"/>
        <source>Bearer token (kept in the system keyring)</source>
        <translation>Bearer-токен (зберігається в системному сховищі ключів)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="77"/>
        <source>Ask before each call</source>
        <translation>Питати перед кожним викликом</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="78"/>
        <source>Never ask</source>
        <translation>Ніколи не питати</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="81"/>
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="82"/>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="83"/>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="84"/>
        <source>Environment</source>
        <translation>Змінні середовища</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="85"/>
        <source>Working folder</source>
        <translation>Робоча папка</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="86"/>
        <source>URL</source>
        <translation>URL-адреса</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="87"/>
        <source>Token</source>
        <translation>Токен</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="88"/>
        <source>Headers</source>
        <translation>Заголовки</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="89"/>
        <source>Approval</source>
        <translation>Підтвердження</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="134"/>
        <source>Give the server a name.</source>
        <translation>Дайте серверу назву.</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="141"/>
        <source>The URL must start with https:// (or http://).</source>
        <translation>URL-адреса має починатися з https:// (або http://).</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="146"/>
        <source>The command cannot be read: {0}</source>
        <translation>Не вдалося розібрати команду: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="148"/>
        <source>Give the command that starts the server.</source>
        <translation>Вкажіть команду, яка запускає сервер.</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="154"/>
        <source>Environment lines are NAME=value: {0}</source>
        <translation>Рядки змінних середовища мають вигляд NAME=value: {0}</translation>
    </message>
</context>
<context>
    <name>AdvancedSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="298"/>
        <location filename="../../ui/settings/first_run.py" line="149"/>
        <source>Advanced</source>
        <translation>Додатково</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="304"/>
        <source>Automatic</source>
        <translation>Автоматично</translation>
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
        <translation>«Автоматично» використовує /responses для моделей, що працюють лише там (напр. o1-pro)</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="312"/>
        <source>Stream the reply</source>
        <translation>Потокова відповідь</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="316"/>
        <location filename="../../ui/inspector/sections.py" line="318"/>
        <source>Run in background</source>
        <translation>Виконувати у фоні</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="320"/>
        <source>The server runs the reply on its own; it finishes even if the app closes.</source>
        <translation>Сервер готує відповідь самостійно; вона завершиться, навіть якщо закрити застосунок.</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="325"/>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="328"/>
        <source>Extra body (JSON)</source>
        <translation>Додаткове тіло запиту (JSON)</translation>
    </message>
</context>
<context>
    <name>AnswerDialog</name>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="44"/>
        <source>Prompt: {0}</source>
        <translation>Запит: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="47"/>
        <source>Answer</source>
        <translation>Відповідь</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="59"/>
        <source>&amp;Copy</source>
        <translation>&amp;Копіювати</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="61"/>
        <source>Copy the answer</source>
        <translation>Копіювати відповідь</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="65"/>
        <source>Close</source>
        <translation>Закрити</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="87"/>
        <source>Answer {0}</source>
        <translation>Відповідь {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/answer_dialog.py" line="104"/>
        <source>Copied</source>
        <translation>Скопійовано</translation>
    </message>
</context>
<context>
    <name>ApiError</name>
    <message>
        <location filename="../../api/errors.py" line="214"/>
        <source>Your account balance or quota is too low for this request</source>
        <translation>Балансу або квоти облікового запису недостатньо для цього запиту</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="220"/>
        <source>The API key was rejected</source>
        <translation>API-ключ відхилено</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="227"/>
        <source>Model not available: {0}</source>
        <translation>Модель недоступна: {0}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="229"/>
        <source>Model not available</source>
        <translation>Модель недоступна</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="233"/>
        <source>The API endpoint was not found; check the base URL</source>
        <translation>Кінцеву точку API не знайдено; перевірте базову URL-адресу</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="242"/>
        <source>The model does not support the parameter &apos;{0}&apos;</source>
        <translation>Модель не підтримує параметр &apos;{0}&apos;</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="244"/>
        <source>The request was rejected: {0}</source>
        <translation>Запит відхилено: {0}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="249"/>
        <location filename="../../api/errors.py" line="312"/>
        <source>Rate limited by the server</source>
        <translation>Сервер обмежив частоту запитів</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="251"/>
        <location filename="../../api/errors.py" line="259"/>
        <source>; try again in {0:.0f} s</source>
        <translation>; спробуйте ще раз через {0:.0f} с</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="255"/>
        <source>The server had a problem (HTTP {0}): {1}</source>
        <translation>На сервері сталася проблема (HTTP {0}): {1}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="262"/>
        <source>The request failed (HTTP {0}): {1}</source>
        <translation>Запит не вдався (HTTP {0}): {1}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="290"/>
        <source>the server</source>
        <translation>сервер</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="292"/>
        <source>Timed out connecting to {0}</source>
        <translation>Час очікування з&apos;єднання з {0} вичерпано</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="295"/>
        <source>No data from {0} within the read timeout; the reply stalled</source>
        <translation>Від {0} не надійшло даних за час очікування читання; відповідь завмерла</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="301"/>
        <source>Could not connect to {0}</source>
        <translation>Не вдалося з&apos;єднатися з {0}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="305"/>
        <source>The connection to {0} broke</source>
        <translation>З&apos;єднання з {0} обірвалося</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="314"/>
        <source>The server had a problem (HTTP {0})</source>
        <translation>На сервері сталася проблема (HTTP {0})</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="324"/>
        <source>The server reported an error during the reply</source>
        <translation>Під час відповіді сервер повідомив про помилку</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="329"/>
        <source>The server reported an error: {0}</source>
        <translation>Сервер повідомив про помилку: {0}</translation>
    </message>
</context>
<context>
    <name>AppController</name>
    <message>
        <location filename="../../ui/promptsets/room.py" line="43"/>
        <source>Resume the prompt set ({0} of {1} answered)</source>
        <translation>Продовжити набір запитів (отримано відповідей: {0} з {1})</translation>
    </message>
    <message>
        <location filename="../../ui/describe/room.py" line="46"/>
        <source>Resume describing images ({0} of {1} done)</source>
        <translation>Продовжити опис зображень (готово {0} з {1})</translation>
    </message>
    <message>
        <location filename="../../ui/shell/navigation.py" line="179"/>
        <source>The open conversation was deleted elsewhere.</source>
        <translation>Відкриту розмову видалено деінде.</translation>
    </message>
</context>
<context>
    <name>AppLifecycle</name>
    <message>
        <location filename="../../ui/shell/lifecycle.py" line="64"/>
        <source>Cannot open the history</source>
        <translation>Не вдається відкрити історію</translation>
    </message>
    <message>
        <location filename="../../ui/shell/lifecycle.py" line="102"/>
        <source>{0} reply(s) were interrupted when the app last closed.</source>
        <translation>Під час останнього закриття застосунку перервано відповідей: {0}.</translation>
    </message>
</context>
<context>
    <name>ApprovalDialog</name>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="46"/>
        <source>Run a tool?</source>
        <translation>Запустити інструмент?</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="50"/>
        <source>&lt;b&gt;{0}&lt;/b&gt; wants to run &lt;b&gt;{1}&lt;/b&gt; from the server “{2}”.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; хоче запустити &lt;b&gt;{1}&lt;/b&gt; із сервера «{2}».</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="51"/>
        <source>The model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="57"/>
        <source>(The tool gives no description.)</source>
        <translation>(Інструмент не має опису.)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="63"/>
        <source>Arguments (JSON, editable)</source>
        <translation>Аргументи (JSON, можна редагувати)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="70"/>
        <source>Run</source>
        <translation>Запустити</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="73"/>
        <source>Allow in this conversation</source>
        <translation>Дозволити в цій розмові</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="78"/>
        <source>Always allow this tool</source>
        <translation>Завжди дозволяти цей інструмент</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="80"/>
        <source>Deny</source>
        <translation>Відхилити</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="87"/>
        <source>Arguments:</source>
        <translation>Аргументи:</translation>
    </message>
    <message>
        <location filename="../../ui/tools/approval_dialog.py" line="107"/>
        <source>The arguments are not valid JSON: {0}</source>
        <translation>Аргументи не є коректним JSON: {0}</translation>
    </message>
</context>
<context>
    <name>AssistantDialog</name>
    <message>
        <location filename="../../ui/assistants/editor.py" line="63"/>
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="66"/>
        <source>Glyph</source>
        <translation>Значок</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="73"/>
        <source>Description</source>
        <translation>Опис</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="74"/>
        <source>One line, shown in the list</source>
        <translation>Один рядок, що показується в списку</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="77"/>
        <source>Instructions</source>
        <translation>Інструкції</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="79"/>
        <source>Sent first in every chat started with it, as the system message</source>
        <translation>Надсилаються першими в кожному чаті, розпочатому з ним, як системне повідомлення</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="85"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="89"/>
        <source>The model chosen when the chat starts</source>
        <translation>Модель, вибрана на початку чату</translation>
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
        <translation>Типово</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="99"/>
        <source>Maximum output tokens</source>
        <translation>Максимум вихідних токенів</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="105"/>
        <source>Reasoning effort</source>
        <translation>Зусилля міркування</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="108"/>
        <source>Low</source>
        <translation>Низьке</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="109"/>
        <source>Medium</source>
        <translation>Середнє</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="110"/>
        <source>High</source>
        <translation>Високе</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="113"/>
        <source>Offer &amp;web search (where the endpoint has it)</source>
        <translation>Пропонувати &amp;вебпошук (якщо кінцева точка його має)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="115"/>
        <source>Offer every enabled tool &amp;server</source>
        <translation>Пропонувати всі увімкнені &amp;сервери інструментів</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="117"/>
        <source>Tool servers</source>
        <translation>Сервери інструментів</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="125"/>
        <source>Knowledge bases</source>
        <translation>Бази знань</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="129"/>
        <source>No knowledge bases yet: `cometdesk kb add` makes one.</source>
        <translation>Баз знань ще немає: створіть базу командою `cometdesk kb add`.</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="134"/>
        <source>Use the &amp;chat&apos;s parameters</source>
        <translation>Узяти параметри &amp;чату</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="138"/>
        <source>Take the model and every parameter of the chat on screen (its system prompt too, if the instructions are empty)</source>
        <translation>Узяти модель і всі параметри відкритого чату (і його системний запит, якщо інструкції порожні)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="153"/>
        <source>&amp;Name:</source>
        <translation>&amp;Назва:</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="154"/>
        <source>&amp;Description:</source>
        <translation>&amp;Опис:</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="155"/>
        <source>&amp;Instructions:</source>
        <translation>&amp;Інструкції:</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="156"/>
        <source>&amp;Model:</source>
        <translation>&amp;Модель:</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="157"/>
        <source>&amp;Temperature:</source>
        <translation>&amp;Temperature:</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="158"/>
        <source>Ma&amp;x tokens:</source>
        <translation>Ма&amp;кс. токенів:</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="159"/>
        <source>&amp;Reasoning:</source>
        <translation>Мі&amp;ркування:</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="164"/>
        <source>Tools:</source>
        <translation>Інструменти:</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/editor.py" line="168"/>
        <source>&amp;Knowledge:</source>
        <translation>&amp;Знання:</translation>
    </message>
</context>
<context>
    <name>AssistantManager</name>
    <message>
        <location filename="../../ui/assistants/manager.py" line="30"/>
        <location filename="../../ui/assistants/manager.py" line="36"/>
        <source>Assistants</source>
        <translation>Асистенти</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="32"/>
        <source>An assistant starts a chat with its instructions, model, parameters, tools and knowledge bases. Changing one later leaves the chats already started as they are.</source>
        <translation>Асистент починає чат зі своїми інструкціями, моделлю, параметрами, інструментами й базами знань. Якщо згодом змінити асистента, уже розпочаті чати залишаться без змін.</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="43"/>
        <source>&amp;Start chat</source>
        <translation>&amp;Почати чат</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="45"/>
        <source>A new chat with the chosen assistant</source>
        <translation>Новий чат із вибраним асистентом</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="47"/>
        <source>D&amp;uplicate</source>
        <translation>&amp;Дублювати</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="37"/>
        <source>Add the assistants of an exported JSON file</source>
        <translation>Додати асистентів з експортованого файлу JSON</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/manager.py" line="38"/>
        <source>Save all assistants to a JSON file</source>
        <translation>Зберегти всіх асистентів у файл JSON</translation>
    </message>
</context>
<context>
    <name>AssistantPicker</name>
    <message>
        <location filename="../../ui/assistants/picker.py" line="100"/>
        <source>Start a chat with an assistant</source>
        <translation>Почати чат з асистентом</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="103"/>
        <source>New chat with an assistant</source>
        <translation>Новий чат з асистентом</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="107"/>
        <source>Search assistants</source>
        <translation>Пошук асистентів</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="108"/>
        <source>Search assistants…</source>
        <translation>Пошук асистентів…</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="112"/>
        <source>Assistants</source>
        <translation>Асистенти</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="114"/>
        <source>Type to search; Up and Down move, Enter starts a chat with the assistant</source>
        <translation>Друкуйте, щоб шукати; стрілки вгору й униз переміщують, Enter починає чат з асистентом</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="116"/>
        <source>No assistant matches.</source>
        <translation>Жоден асистент не підходить.</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="119"/>
        <source>↑↓ move · Enter starts · Esc closes</source>
        <translation>↑↓ — вибір · Enter — почати · Esc — закрити</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="121"/>
        <source>&amp;Manage assistants…</source>
        <translation>&amp;Керувати асистентами…</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="229"/>
        <source>No assistant matches</source>
        <translation>Жоден асистент не підходить</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/picker.py" line="229"/>
        <source>{0}, {1} of {2}</source>
        <translation>{0}, {1} з {2}</translation>
    </message>
</context>
<context>
    <name>AssistantsPresenter</name>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="162"/>
        <source>New chat with “{0}”.</source>
        <translation>Новий чат з «{0}».</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="243"/>
        <source>New assistant</source>
        <translation>Новий асистент</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="243"/>
        <source>Edit assistant</source>
        <translation>Змінити асистента</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="262"/>
        <source>Saved the assistant “{0}”.</source>
        <translation>Асистента «{0}» збережено.</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="269"/>
        <source>{0} (copy)</source>
        <translation>{0} (копія)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="278"/>
        <source>Deleted the assistant “{0}”.</source>
        <translation>Асистента «{0}» видалено.</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="283"/>
        <source>Import assistants</source>
        <translation>Імпортувати асистентів</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="285"/>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="297"/>
        <source>Could not import assistants: {0}</source>
        <translation>Не вдалося імпортувати асистентів: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="302"/>
        <source>Could not import assistants: {0} is not an export of assistants.</source>
        <translation>Не вдалося імпортувати асистентів: {0} не є експортом асистентів.</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="309"/>
        <source>Imported {0} assistants.</source>
        <translation>Імпортовано асистентів: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="315"/>
        <source>Export assistants</source>
        <translation>Експортувати асистентів</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="317"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="328"/>
        <source>Could not export assistants: {0}</source>
        <translation>Не вдалося експортувати асистентів: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/presenter.py" line="331"/>
        <source>Exported {0} assistants.</source>
        <translation>Експортовано асистентів: {0}.</translation>
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
        <translation>Показати зображення таким, як його буде надіслано</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="112"/>
        <source>Image detail</source>
        <translation>Деталізація зображення</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="115"/>
        <source>low: one fixed-cost pass; high: tiles at full detail; auto: model decides</source>
        <translation>low: один прохід фіксованої вартості; high: плитки з повною деталізацією; auto: вирішує модель</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="122"/>
        <source>Remove image</source>
        <translation>Прибрати зображення</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="142"/>
        <source>~{0} tokens</source>
        <translation>~{0} токенів</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="151"/>
        <source> (from {0}×{1})</source>
        <translation> (з {0}×{1})</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="153"/>
        <source>Sent as {0} {1}, {2}</source>
        <translation>Надсилається як {0} {1}, {2}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="154"/>
        <source>~{0} tokens at detail &apos;{1}&apos;</source>
        <translation>~{0} токенів за деталізації &apos;{1}&apos;</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="158"/>
        <source>~${0:.5f} at ${1:g} per million input tokens</source>
        <translation>~${0:.5f} за ціною ${1:g} за мільйон вхідних токенів</translation>
    </message>
</context>
<context>
    <name>AttachmentTray</name>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="34"/>
        <source>Describe this image.</source>
        <translation>Опиши це зображення.</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="35"/>
        <source>Extract the text.</source>
        <translation>Витягни текст.</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="36"/>
        <source>What is unusual here?</source>
        <translation>Що тут незвичного?</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="58"/>
        <source>Attached images</source>
        <translation>Додані зображення</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="67"/>
        <source>⚠ This model may not accept images.</source>
        <translation>⚠ Ця модель може не приймати зображення.</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="169"/>
        <location filename="../../ui/composer/attachment_tray.py" line="170"/>
        <source>draft image</source>
        <translation>зображення з чернетки</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="238"/>
        <source>{0}: an animated image; only its first frame will be sent.</source>
        <translation>{0}: анімоване зображення; буде надіслано лише перший кадр.</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="327"/>
        <source>{0} image(s) · {1} kB · ~{2} tokens</source>
        <translation>Зображень: {0} · {1} кБ · ~{2} токенів</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_tray.py" line="334"/>
        <source> · ~${0:.4f}</source>
        <translation> · ~${0:.4f}</translation>
    </message>
</context>
<context>
    <name>AttachmentsPresenter</name>
    <message>
        <location filename="../../ui/composer/attachments.py" line="113"/>
        <source>Attach images or documents</source>
        <translation>Додати зображення або документи</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="116"/>
        <source>Images, documents and audio ({0} {1} {2});;Images ({0});;Audio ({2});;All files (*)</source>
        <translation>Зображення, документи й аудіо ({0} {1} {2});;Зображення ({0});;Аудіо ({2});;Усі файли (*)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="236"/>
        <source>That image is no longer stored.</source>
        <translation>Це зображення більше не зберігається.</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="238"/>
        <source>Image</source>
        <translation>Зображення</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachments.py" line="241"/>
        <source>As it will be sent</source>
        <translation>Як буде надіслано</translation>
    </message>
</context>
<context>
    <name>AudioClips</name>
    <message>
        <location filename="../../ui/voice/clips.py" line="59"/>
        <source>Attached audio clips</source>
        <translation>Додані аудіокліпи</translation>
    </message>
</context>
<context>
    <name>BackgroundNotice</name>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="99"/>
        <location filename="../../ui/transcript/background_notice.py" line="116"/>
        <source>Stopping…</source>
        <translation>Зупинення…</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="99"/>
        <location filename="../../ui/transcript/background_notice.py" line="101"/>
        <source>Stop</source>
        <translation>Зупинити</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="103"/>
        <source>Stop this reply</source>
        <translation>Зупинити цю відповідь</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="105"/>
        <source>Cancels this reply on the server and keeps it as stopped.</source>
        <translation>Скасовує цю відповідь на сервері й залишає її зупиненою.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="107"/>
        <source>Stop this reply on the server (Esc)</source>
        <translation>Зупинити цю відповідь на сервері (Esc)</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="122"/>
        <source>Queued on the server · {0}</source>
        <translation>У черзі на сервері · {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="124"/>
        <source>Stopping on the server · {0}</source>
        <translation>Зупинка на сервері · {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="127"/>
        <source>In progress · {0} · The server did not take the cancel, so the reply is still running there; press Stop to try again.</source>
        <translation>Триває · {0} · Сервер не прийняв скасування, тож відповідь і далі виконується там; натисніть «Зупинити», щоб спробувати ще раз.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="132"/>
        <source>Paused · {0} · The server refused the API key; checking resumes when the key is fixed in Settings.</source>
        <translation>Призупинено · {0} · Сервер відхилив ключ API; перевірка відновиться, щойно ключ виправлять у Налаштуваннях.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="137"/>
        <source>In progress · {0} · The server did not answer the last check; asking again.</source>
        <translation>Триває · {0} · Сервер не відповів на останню перевірку; питаємо ще раз.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/background_notice.py" line="139"/>
        <source>In progress · {0}</source>
        <translation>Виконується · {0}</translation>
    </message>
</context>
<context>
    <name>BackgroundReplies</name>
    <message>
        <location filename="../../ui/chat/background_resume.py" line="53"/>
        <source>A reply that ran in the background has finished.</source>
        <translation>Відповідь, що готувалася у фоні, завершено.</translation>
    </message>
</context>
<context>
    <name>BackupsPresenter</name>
    <message>
        <location filename="../../ui/sync/backups.py" line="119"/>
        <source>Looking for snapshots…</source>
        <translation>Пошук знімків…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="161"/>
        <source>Backing up…</source>
        <translation>Резервне копіювання…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="167"/>
        <source>The backup failed: {0}</source>
        <translation>Резервне копіювання не вдалося: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="176"/>
        <source>Backed up and verified ({0}).</source>
        <translation>Резервну копію створено й перевірено ({0}).</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="192"/>
        <source>Restore into a new, empty folder</source>
        <translation>Відновити в нову порожню папку</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="207"/>
        <source>Restoring…</source>
        <translation>Відновлення…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="221"/>
        <source>Nothing was restored: {0}</source>
        <translation>Нічого не відновлено: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="231"/>
        <source>Merged: {0} conversation(s) added, {1} already here.</source>
        <translation>Об&apos;єднано: додано розмов: {0}, уже були тут: {1}.</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="243"/>
        <source>Restored {0} conversation(s) into {1}. To open it, start Comet Desk with COMETDESK_DATA_DIR={1}.</source>
        <translation>Відновлено розмов: {0} у {1}. Щоб відкрити їх, запустіть Comet Desk із COMETDESK_DATA_DIR={1}.</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="266"/>
        <source>Copying the history</source>
        <translation>Копіювання історії</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="267"/>
        <source>Uploading</source>
        <translation>Вивантаження</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="268"/>
        <source>Reading it back</source>
        <translation>Зчитування для перевірки</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="269"/>
        <source>Downloading</source>
        <translation>Завантаження</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="270"/>
        <source>Unpacking</source>
        <translation>Розпакування</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups.py" line="271"/>
        <source>Merging</source>
        <translation>Об&apos;єднання</translation>
    </message>
</context>
<context>
    <name>BackupsSection</name>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="48"/>
        <source>Backups</source>
        <translation>Резервні копії</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="50"/>
        <source>Back up every day, keeping</source>
        <translation>Щодня створювати резервну копію, зберігаючи знімків:</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="56"/>
        <source> snapshots</source>
        <translation> шт.</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="57"/>
        <source>Snapshots to keep</source>
        <translation>Скільки знімків зберігати</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="58"/>
        <source>Back up now</source>
        <translation>Створити резервну копію зараз</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="62"/>
        <source>Snapshots on the storage</source>
        <translation>Знімки у сховищі</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="66"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="66"/>
        <source>Machine</source>
        <translation>Пристрій</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="66"/>
        <source>Size</source>
        <translation>Розмір</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="66"/>
        <source>Conversations</source>
        <translation>Розмови</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="74"/>
        <source>Restore into a new folder…</source>
        <translation>Відновити в нову папку…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="76"/>
        <source>Merge into this history</source>
        <translation>Об&apos;єднати з цією історією</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="79"/>
        <source>Adds the conversations this history lacks; changes nothing already here</source>
        <translation>Додає розмови, яких немає в цій історії; наявне не змінює</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="126"/>
        <source>this machine</source>
        <translation>цей пристрій</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="129"/>
        <source>not verified</source>
        <translation>не перевірено</translation>
    </message>
    <message>
        <location filename="../../ui/sync/backups_view.py" line="139"/>
        <source>No snapshots on the storage yet.</source>
        <translation>У сховищі ще немає знімків.</translation>
    </message>
</context>
<context>
    <name>BestDelegate</name>
    <message>
        <location filename="../../ui/promptsets/table.py" line="108"/>
        <source>Best answer for prompt {0}</source>
        <translation>Найкраща відповідь на запит {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/table.py" line="109"/>
        <source>Choose…</source>
        <translation>Вибрати…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/table.py" line="113"/>
        <source>Tie</source>
        <translation>Нічия</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/table.py" line="114"/>
        <source>All bad</source>
        <translation>Усі погані</translation>
    </message>
</context>
<context>
    <name>BlindArena</name>
    <message>
        <location filename="../../ui/compare/blind_arena.py" line="53"/>
        <source>Blind can change once the models have answered (Esc stops them).</source>
        <translation>Режим «Наосліп» можна змінити, коли моделі відповідять (Esc їх зупиняє).</translation>
    </message>
    <message>
        <location filename="../../ui/compare/blind_arena.py" line="55"/>
        <source>Vote first: Blind can change once this round&apos;s names are revealed.</source>
        <translation>Спершу проголосуйте: режим «Наосліп» можна змінити, коли назви цього раунду буде розкрито.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/blind_arena.py" line="114"/>
        <source>Vote saved. The names are revealed.</source>
        <translation>Голос збережено. Назви розкрито.</translation>
    </message>
</context>
<context>
    <name>BusySlot</name>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="180"/>
        <source>Preparing {0}…</source>
        <translation>Підготовка {0}…</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="181"/>
        <source>Preparing image</source>
        <translation>Підготовка зображення</translation>
    </message>
    <message>
        <location filename="../../ui/composer/attachment_item.py" line="182"/>
        <source>Preparing…</source>
        <translation>Підготовка…</translation>
    </message>
</context>
<context>
    <name>CaptureOverlay</name>
    <message>
        <location filename="../../ui/capture/overlay.py" line="47"/>
        <location filename="../../ui/capture/overlay.py" line="48"/>
        <source>Capture a region of the screen</source>
        <translation>Захопити ділянку екрана</translation>
    </message>
    <message>
        <location filename="../../ui/capture/overlay.py" line="58"/>
        <source>Drag to capture a region. Enter: the whole screen. Esc: cancel.</source>
        <translation>Перетягніть, щоб захопити ділянку. Enter: увесь екран. Esc: скасувати.</translation>
    </message>
</context>
<context>
    <name>CapturePresenter</name>
    <message>
        <location filename="../../ui/capture/presenter.py" line="148"/>
        <source>Capturing the screen needs the desktop&apos;s screenshot service (xdg-desktop-portal), which is not running here; take a screenshot with the desktop&apos;s own tool and paste it (Ctrl+V).</source>
        <translation>Для знімка екрана потрібна служба знімків стільниці (xdg-desktop-portal), але вона тут не запущена; зробіть знімок засобом самої стільниці та вставте його (Ctrl+V).</translation>
    </message>
    <message>
        <location filename="../../ui/capture/presenter.py" line="165"/>
        <source>The desktop took the screenshot, but its file could not be read.</source>
        <translation>Стільниця зробила знімок, але його файл не вдалося прочитати.</translation>
    </message>
</context>
<context>
    <name>ChatController</name>
    <message>
        <location filename="../../storage/database.py" line="80"/>
        <source>The history database could not be read. It was moved aside to {0} and a new one was started.</source>
        <translation>Не вдалося прочитати базу історії. Її відкладено в {0}, створено нову.</translation>
    </message>
</context>
<context>
    <name>ChatHeader</name>
    <message>
        <location filename="../../ui/shell/header.py" line="61"/>
        <source>Show or hide the conversations</source>
        <translation>Показати чи сховати розмови</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="69"/>
        <source>New chat</source>
        <translation>Новий чат</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="71"/>
        <source>Conversation title</source>
        <translation>Назва розмови</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="91"/>
        <source>Context used</source>
        <translation>Використано контексту</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="98"/>
        <source>Conversation totals</source>
        <translation>Підсумки розмови</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="102"/>
        <source>Send one prompt to several models</source>
        <translation>Надіслати один запит кільком моделям</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="114"/>
        <source>Show or hide the parameters</source>
        <translation>Показати чи сховати параметри</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="107"/>
        <source>Compare</source>
        <translation>Порівняти</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="108"/>
        <source>Compare models side by side</source>
        <translation>Порівняти моделі поруч</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="159"/>
        <source>Assistant: {0}</source>
        <translation>Асистент: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="160"/>
        <source>Started with the assistant “{0}”. Click to edit it.</source>
        <translation>Розпочато з асистентом «{0}». Клацніть, щоб змінити його.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/header.py" line="238"/>
        <source>{0} of {1} tokens of context ({2}%)</source>
        <translation>Контекст: {0} з {1} токенів ({2}%)</translation>
    </message>
</context>
<context>
    <name>ChatPresenter</name>
    <message>
        <location filename="../../ui/chat/presenter.py" line="152"/>
        <source>A reply is still streaming; press Esc to stop it.</source>
        <translation>Відповідь ще надходить; натисніть Esc, щоб зупинити.</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="155"/>
        <source>A reply is still being written on the server; wait for it, send in another chat, or press Esc (or its Stop button) to stop it.</source>
        <translation>Відповідь ще пишеться на сервері: зачекайте, надішліть в іншому чаті або натисніть Esc (чи її кнопку «Зупинити»), щоб зупинити її.</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="165"/>
        <source>Choose a model first.</source>
        <translation>Спочатку виберіть модель.</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="168"/>
        <source>Add your API key in Settings first.</source>
        <translation>Спочатку додайте API-ключ у налаштуваннях.</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="295"/>
        <source>Stopped. The partial reply was kept.</source>
        <translation>Зупинено. Частину відповіді збережено.</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="297"/>
        <source>The reply ended early (the connection closed before it finished).</source>
        <translation>Відповідь обірвалася (з&apos;єднання закрилося до її завершення).</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="314"/>
        <source>Resend without “{0}”</source>
        <translation>Надіслати знову без «{0}»</translation>
    </message>
    <message>
        <location filename="../../ui/chat/presenter.py" line="331"/>
        <source>New chat</source>
        <translation>Новий чат</translation>
    </message>
</context>
<context>
    <name>ChoiceSwitcher</name>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="33"/>
        <source>Previous answer</source>
        <translation>Попередня відповідь</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="39"/>
        <source>Next answer</source>
        <translation>Наступна відповідь</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="59"/>
        <source>Answer {0} of {1}</source>
        <translation>Відповідь {0} з {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="64"/>
        <source>All {0} answers are in</source>
        <translation>Усі відповіді отримано ({0})</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="66"/>
        <source>This answer is still arriving</source>
        <translation>Ця відповідь ще надходить</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/choice_switcher.py" line="68"/>
        <source>Still arriving: {0}</source>
        <translation>Ще надходять: {0}</translation>
    </message>
</context>
<context>
    <name>Citations</name>
    <message>
        <location filename="../../ui/transcript/citations.py" line="72"/>
        <source>Source {0}: {1}</source>
        <translation>Джерело {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/citations.py" line="118"/>
        <source>The passages sent with the question</source>
        <translation>Фрагменти, надіслані з питанням</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/citations.py" line="123"/>
        <source>1 source</source>
        <translation>1 джерело</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/citations.py" line="125"/>
        <source>{0} sources</source>
        <translation>Джерел: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/citations.py" line="131"/>
        <source>Sources: what was retrieved and sent</source>
        <translation>Джерела: що знайдено й надіслано</translation>
    </message>
</context>
<context>
    <name>ClipChip</name>
    <message>
        <location filename="../../ui/voice/clip_chip.py" line="24"/>
        <source>Audio clip {0}, {1}</source>
        <translation>Аудіокліп {0}, {1}</translation>
    </message>
    <message>
        <location filename="../../ui/voice/clip_chip.py" line="26"/>
        <source>Remove {0}</source>
        <translation>Прибрати {0}</translation>
    </message>
</context>
<context>
    <name>ColumnLine</name>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="52"/>
        <source>parameters, e.g. temperature=0.2 max_tokens=300</source>
        <translation>параметри, напр. temperature=0.2 max_tokens=300</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="80"/>
        <source>Model of column {0}: {1}</source>
        <translation>Модель стовпця {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="82"/>
        <source>Choose another model for this column</source>
        <translation>Вибрати іншу модель для цього стовпця</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="83"/>
        <source>Parameters of column {0}</source>
        <translation>Параметри стовпця {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="84"/>
        <source>Remove column {0}</source>
        <translation>Прибрати стовпець {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="85"/>
        <source>Remove this column</source>
        <translation>Прибрати цей стовпець</translation>
    </message>
</context>
<context>
    <name>ColumnOptionsDialog</name>
    <message>
        <location filename="../../ui/compare/column_options.py" line="55"/>
        <source>Options for column {0}</source>
        <translation>Параметри стовпця {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="57"/>
        <source>panel&apos;s</source>
        <translation>як на панелі</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="62"/>
        <source>System prompt for this column</source>
        <translation>Системний запит для цього стовпця</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="63"/>
        <source>Blank: the panel&apos;s system prompt</source>
        <translation>Порожньо: системний запит з панелі</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="124"/>
        <source>{0} for this column</source>
        <translation>{0} для цього стовпця</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="68"/>
        <source>&amp;System prompt</source>
        <translation>&amp;Системний запит</translation>
    </message>
    <message>
        <location filename="../../ui/compare/column_options.py" line="77"/>
        <source>Temperature, max tokens, effort and probabilities are in the column&apos;s row. Anything left blank follows the parameters panel.</source>
        <translation>Temperature, максимум токенів, зусилля міркування та ймовірності задаються в рядку стовпця. Усе, що залишено порожнім, береться з панелі параметрів.</translation>
    </message>
</context>
<context>
    <name>ColumnTools</name>
    <message>
        <location filename="../../ui/compare/column_tools.py" line="44"/>
        <source>already in this compare</source>
        <translation>уже є в цьому порівнянні</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <location filename="../../ui/compare/columns.py" line="91"/>
        <source>Column {0}</source>
        <translation>Стовпець {0}</translation>
    </message>
</context>
<context>
    <name>ColumnsEditor</name>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="103"/>
        <source>&amp;Add model…</source>
        <translation>&amp;Додати модель…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="105"/>
        <source>Add a model column</source>
        <translation>Додати стовпець моделі</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/columns_editor.py" line="108"/>
        <source>No columns yet: add the models to ask.</source>
        <translation>Стовпців ще немає: додайте моделі, яким ставити запитання.</translation>
    </message>
</context>
<context>
    <name>CommandPalette</name>
    <message>
        <location filename="../../ui/shell/palette.py" line="68"/>
        <source>Command palette</source>
        <translation>Палітра команд</translation>
    </message>
    <message>
        <location filename="../../ui/shell/palette.py" line="72"/>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <location filename="../../ui/shell/palette.py" line="73"/>
        <source>Type a command…</source>
        <translation>Введіть команду…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/palette.py" line="77"/>
        <source>Commands</source>
        <translation>Команди</translation>
    </message>
</context>
<context>
    <name>CompareColumn</name>
    <message>
        <location filename="../../ui/compare/view.py" line="87"/>
        <source>Model for column {0}</source>
        <translation>Модель для стовпця {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="105"/>
        <source>Stop this column</source>
        <translation>Зупинити цей стовпець</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="111"/>
        <source>Ask this model again</source>
        <translation>Запитати цю модель ще раз</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="109"/>
        <source>Retry this column</source>
        <translation>Повторити цей стовпець</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="114"/>
        <source>Remove column</source>
        <translation>Прибрати стовпець</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="116"/>
        <source>Remove this column</source>
        <translation>Прибрати цей стовпець</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="123"/>
        <source>Continue with this one as a normal chat</source>
        <translation>Продовжити з цією як звичайний чат</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="119"/>
        <source>Continue with this one</source>
        <translation>Продовжити з цією</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="99"/>
        <source>Search models for column {0}</source>
        <translation>Пошук моделей для стовпця {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="124"/>
        <source>⋯ Options</source>
        <translation>⋯ Параметри</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="126"/>
        <source>Options for column {0}</source>
        <translation>Параметри стовпця {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="127"/>
        <source>This column&apos;s own system prompt and parameters</source>
        <translation>Власний системний запит і параметри цього стовпця</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="142"/>
        <source>Temperature for this column</source>
        <translation>Temperature для цього стовпця</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="146"/>
        <source>temp</source>
        <translation>temp</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="147"/>
        <source>Temperature for this column (blank: the panel&apos;s)</source>
        <translation>Temperature для цього стовпця (порожньо: як на панелі)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="151"/>
        <source>Max tokens for this column</source>
        <translation>Максимум токенів для цього стовпця</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="154"/>
        <source>max</source>
        <translation>макс.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="155"/>
        <source>Max tokens for this column (blank: the panel&apos;s)</source>
        <translation>Максимум токенів для цього стовпця (порожньо: як на панелі)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="158"/>
        <source>Reasoning effort for this column</source>
        <translation>Зусилля міркування для цього стовпця</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="160"/>
        <source>effort</source>
        <translation>зусилля</translation>
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
        <translation>Ймовірності</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="168"/>
        <source>Show probabilities for this column</source>
        <translation>Показувати ймовірності для цього стовпця</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="170"/>
        <source>Ask this column&apos;s model for token probabilities (blank: the panel&apos;s choice)</source>
        <translation>Запитувати в моделі стовпця ймовірності токенів (порожньо: як на панелі)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="193"/>
        <source>Endpoint for this column</source>
        <translation>Кінцева точка для цього стовпця</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="249"/>
        <source>Panel&apos;s endpoint</source>
        <translation>Кінцева точка з панелі</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="348"/>
        <source>Model {0}</source>
        <translation>Модель {0}</translation>
    </message>
</context>
<context>
    <name>ComparePresenter</name>
    <message>
        <location filename="../../ui/compare/presenter.py" line="192"/>
        <source>Compare models</source>
        <translation>Порівняти моделі</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="199"/>
        <source>New chat</source>
        <translation>Новий чат</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="353"/>
        <source>The models are still answering; press Esc to stop.</source>
        <translation>Моделі ще відповідають; натисніть Esc, щоб зупинити.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/presenter.py" line="267"/>
        <source>Vote first: the column would show its model.</source>
        <translation>Спершу проголосуйте: стовпець видав би свою модель.</translation>
    </message>
</context>
<context>
    <name>CompareResults</name>
    <message>
        <location filename="../../ui/compare/results.py" line="64"/>
        <source>Wait for the replies to finish (or stop them) before synthesizing.</source>
        <translation>Перш ніж зводити відповіді, дочекайтеся їх завершення (або зупиніть їх).</translation>
    </message>
    <message>
        <location filename="../../ui/compare/results.py" line="66"/>
        <source>Vote first: synthesizing leaves the compare before the names show.</source>
        <translation>Спершу проголосуйте: зведення відповідей виходить із порівняння ще до розкриття назв.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/results.py" line="88"/>
        <source>There is nothing to synthesize yet: send a prompt first.</source>
        <translation>Поки що нічого зводити: спершу надішліть запит.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/results.py" line="131"/>
        <source>Export this compare</source>
        <translation>Експортувати це порівняння</translation>
    </message>
    <message>
        <location filename="../../ui/compare/results.py" line="133"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/results.py" line="141"/>
        <source>Exported the compare to {0}</source>
        <translation>Порівняння експортовано в {0}</translation>
    </message>
</context>
<context>
    <name>CompareSender</name>
    <message>
        <location filename="../../ui/compare/sending.py" line="54"/>
        <source>Vote for the best answer first; the names are revealed then.</source>
        <translation>Спершу проголосуйте за найкращу відповідь; тоді назви буде розкрито.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/sending.py" line="67"/>
        <source>A model of this blind round</source>
        <translation>Модель цього раунду наосліп</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../../ui/compare/view.py" line="393"/>
        <source>Compare models</source>
        <translation>Порівняти моделі</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="395"/>
        <source>+ Column</source>
        <translation>+ Стовпець</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="397"/>
        <source>Compare up to {0} models</source>
        <translation>Порівняйте до {0} моделей</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="398"/>
        <source>Blind</source>
        <translation>Наосліп</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="401"/>
        <source>Hide model names and shuffle the columns; vote, then see who was who</source>
        <translation>Приховати назви моделей і перемішати стовпці; проголосуйте, а тоді дізнайтеся, хто є хто</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="404"/>
        <source>Grid</source>
        <translation>Сітка</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="406"/>
        <source>Sync scroll</source>
        <translation>Синхронне прокручування</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="408"/>
        <source>Diff…</source>
        <translation>Різниця…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="410"/>
        <source>Export…</source>
        <translation>Експорт…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="412"/>
        <source>Synthesize…</source>
        <translation>Звести відповіді…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="414"/>
        <source>Synthesize one answer</source>
        <translation>Звести в одну відповідь</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="416"/>
        <source>Ask a model to write one answer from the columns&apos; latest answers</source>
        <translation>Попросити модель написати одну відповідь з останніх відповідей стовпців</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="418"/>
        <source>Leaderboard</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="420"/>
        <source>Setups</source>
        <translation>Конфігурації</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="422"/>
        <location filename="../../ui/compare/view.py" line="567"/>
        <source>Compare setups</source>
        <translation>Конфігурації порівняння</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="424"/>
        <source>Save these columns as a setup, or bring back a saved one</source>
        <translation>Зберегти ці стовпці як конфігурацію або повернути збережену</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="433"/>
        <source>One prompt goes to every column; each model keeps its own thread.</source>
        <translation>Один запит надходить у кожен стовпець; кожна модель веде власну розмову.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="441"/>
        <source>Compare columns</source>
        <translation>Стовпці порівняння</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="541"/>
        <source>Which answer is best?</source>
        <translation>Яка відповідь найкраща?</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="542"/>
        <source>{0} is best</source>
        <translation>{0} найкраща</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="543"/>
        <source>Tie</source>
        <translation>Нічия</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="543"/>
        <source>All bad</source>
        <translation>Усі погані</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="568"/>
        <source>Save setup…</source>
        <translation>Зберегти конфігурацію…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="574"/>
        <source>Replace the columns with this setup</source>
        <translation>Замінити стовпці цією конфігурацією</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="577"/>
        <source>Rename</source>
        <translation>Перейменувати</translation>
    </message>
    <message>
        <location filename="../../ui/compare/view.py" line="579"/>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../ui/composer/editor.py" line="37"/>
        <source>Message</source>
        <translation>Повідомлення</translation>
    </message>
    <message>
        <location filename="../../ui/composer/editor.py" line="39"/>
        <source>Type a message. Enter sends, Shift+Enter adds a line.</source>
        <translation>Введіть повідомлення. Enter надсилає, Shift+Enter додає рядок.</translation>
    </message>
    <message>
        <location filename="../../ui/composer/editor.py" line="42"/>
        <location filename="../../ui/composer/editor.py" line="54"/>
        <source>Message Comet Desk…  (Enter to send, Shift+Enter for a new line)</source>
        <translation>Повідомлення для Comet Desk…  (Enter — надіслати, Shift+Enter — новий рядок)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/editor.py" line="56"/>
        <source>Message Comet Desk…  (Ctrl+Enter to send, Enter for a new line)</source>
        <translation>Повідомлення для Comet Desk…  (Ctrl+Enter — надіслати, Enter — новий рядок)</translation>
    </message>
</context>
<context>
    <name>ComposerFrame</name>
    <message>
        <location filename="../../ui/composer/frame.py" line="56"/>
        <source>Editing a message — Enter sends it as a new version, Esc cancels.</source>
        <translation>Редагування повідомлення — Enter надсилає нову версію, Esc скасовує.</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="59"/>
        <source>Editing a message</source>
        <translation>Редагування повідомлення</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="64"/>
        <source>Attach images (or paste a screenshot, or drop files on the message box)</source>
        <translation>Додати зображення (або вставте знімок екрана чи перетягніть файли на поле повідомлення)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="69"/>
        <source>Attach images</source>
        <translation>Додати зображення</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="72"/>
        <location filename="../../ui/composer/frame.py" line="77"/>
        <source>Capture a region of the screen</source>
        <translation>Захопити ділянку екрана</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="80"/>
        <location filename="../../ui/composer/frame.py" line="85"/>
        <source>Dictate</source>
        <translation>Диктувати</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="88"/>
        <source>Choose the model</source>
        <translation>Вибрати модель</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="89"/>
        <source>Choose the model for this conversation</source>
        <translation>Вибрати модель для цієї розмови</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="94"/>
        <source>Send (Enter)</source>
        <translation>Надіслати (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="100"/>
        <source>Send</source>
        <translation>Надіслати</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="105"/>
        <source>Stop the reply (Esc)</source>
        <translation>Зупинити відповідь (Esc)</translation>
    </message>
    <message>
        <location filename="../../ui/composer/frame.py" line="112"/>
        <source>Stop</source>
        <translation>Зупинити</translation>
    </message>
</context>
<context>
    <name>ComposerPresenter</name>
    <message>
        <location filename="../../ui/composer/presenter.py" line="105"/>
        <source>Still sending the last message…</source>
        <translation>Попереднє повідомлення ще надсилається…</translation>
    </message>
    <message>
        <location filename="../../ui/composer/presenter.py" line="108"/>
        <source>Still preparing the images…</source>
        <translation>Зображення ще готуються…</translation>
    </message>
    <message>
        <location filename="../../ui/composer/presenter.py" line="182"/>
        <source>Not saved: {0} Your message is still in the box.</source>
        <translation>Не збережено: {0} Ваше повідомлення залишилося в полі введення.</translation>
    </message>
</context>
<context>
    <name>ContextDialog</name>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="53"/>
        <source>Too long for the model</source>
        <translation>Задовгий запит для моделі</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="56"/>
        <source>This request needs about {0} tokens; {1} takes {2}. Leave out the oldest part of the conversation (it stays saved), or send anyway.</source>
        <translation>Токенів у цьому запиті: близько {0}; {1} приймає не більше {2}. Пропустіть найстарішу частину розмови (вона залишиться збереженою) або все одно надішліть.</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="65"/>
        <source>Send from</source>
        <translation>Надіслати, починаючи з</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="67"/>
        <source>fits</source>
        <translation>вміщується</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="67"/>
        <source>too long</source>
        <translation>задовго</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="69"/>
        <source>Only this message — {1} tokens, {2}</source>
        <translation>Лише це повідомлення — токенів: {1}, {2}</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="71"/>
        <source>From “{0}” — {1} tokens, {2}</source>
        <translation>Від «{0}» — токенів: {1}, {2}</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="77"/>
        <source>Send from there</source>
        <translation>Надіслати звідти</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="80"/>
        <source>Send anyway</source>
        <translation>Усе одно надіслати</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="85"/>
        <source>Let the server drop the oldest turns</source>
        <translation>Нехай сервер відкине найстаріші репліки</translation>
    </message>
    <message>
        <location filename="../../ui/chat/context_dialog.py" line="99"/>
        <source>Send from:</source>
        <translation>Надіслати, починаючи з:</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="34"/>
        <source>Today</source>
        <translation>Сьогодні</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="36"/>
        <source>Yesterday</source>
        <translation>Учора</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="38"/>
        <source>Previous 7 days</source>
        <translation>Попередні 7 днів</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="40"/>
        <source>Previous 30 days</source>
        <translation>Попередні 30 днів</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="101"/>
        <location filename="../../ui/sidebar/rows.py" line="115"/>
        <source>Untitled</source>
        <translation>Без назви</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="116"/>
        <source>Column {0}</source>
        <translation>Стовпець {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="123"/>
        <source>Compare: {0}. Models: {1}</source>
        <translation>Порівняння: {0}. Моделі: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="129"/>
        <source>{0}, a column of the compare {1}</source>
        <translation>{0}, стовпець порівняння «{1}»</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/rows.py" line="187"/>
        <source>Pinned</source>
        <translation>Закріплені</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="95"/>
        <location filename="../../ui/sidebar/conversation_list.py" line="97"/>
        <source>New chat</source>
        <translation>Новий чат</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="102"/>
        <location filename="../../ui/sidebar/conversation_list.py" line="106"/>
        <source>New chat with an assistant</source>
        <translation>Новий чат з асистентом</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="109"/>
        <source>Search conversations</source>
        <translation>Пошук розмов</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="110"/>
        <source>Search (Ctrl+K)</source>
        <translation>Пошук (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="116"/>
        <source>Conversations</source>
        <translation>Розмови</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="119"/>
        <source>Grouped by folder and by date. A compare is listed once, with the models it compared under it. Drag a conversation onto a folder to file it.</source>
        <translation>Згруповано за папками й датами. Порівняння показується один раз, а під ним — моделі, які в ньому брали участь. Перетягніть розмову на папку, щоб покласти її туди.</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="212"/>
        <source>No conversation matches.</source>
        <translation>Жодна розмова не підходить.</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="214"/>
        <source>No conversations yet. Start one with New chat (Ctrl+N).</source>
        <translation>Розмов ще немає. Почніть нову кнопкою «Новий чат» (Ctrl+N).</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="486"/>
        <source>New folder</source>
        <translation>Нова папка</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="502"/>
        <source>Conversation actions</source>
        <translation>Дії з розмовою</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="508"/>
        <source>Folder actions</source>
        <translation>Дії з папкою</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/menu.py" line="93"/>
        <source>Folder name:</source>
        <translation>Назва папки:</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="528"/>
        <source>New folder…</source>
        <translation>Нова папка…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/conversation_list.py" line="534"/>
        <source>Rename folder</source>
        <translation>Перейменувати папку</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/model.py" line="90"/>
        <source>Folder: {0}</source>
        <translation>Папка: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/model.py" line="92"/>
        <source>Pinned: {0}</source>
        <translation>Закріплено: {0}</translation>
    </message>
</context>
<context>
    <name>DataFolder</name>
    <message>
        <location filename="../../data_folder.py" line="63"/>
        <source>Comet Desk cannot write to its data folder {0}: {1}.</source>
        <translation>Comet Desk не може записувати в папку даних {0}: {1}.</translation>
    </message>
</context>
<context>
    <name>DataFolderProblemDialog</name>
    <message>
        <location filename="../../ui/shell/data_folder_problem.py" line="31"/>
        <source>Choose a data folder</source>
        <translation>Виберіть папку даних</translation>
    </message>
    <message>
        <location filename="../../ui/shell/data_folder_problem.py" line="56"/>
        <source>Comet Desk cannot save your data</source>
        <translation>Comet Desk не може зберегти ваші дані</translation>
    </message>
    <message>
        <location filename="../../ui/shell/data_folder_problem.py" line="62"/>
        <source>Choose another folder to use for this run. To keep using it, start Comet Desk with --data-dir FOLDER or set COMETDESK_DATA_DIR=FOLDER.</source>
        <translation>Виберіть іншу папку для цього запуску. Щоб використовувати її й надалі, запускайте Comet Desk з --data-dir FOLDER або задайте COMETDESK_DATA_DIR=FOLDER.</translation>
    </message>
    <message>
        <location filename="../../ui/shell/data_folder_problem.py" line="68"/>
        <location filename="../../ui/shell/data_folder_problem.py" line="70"/>
        <source>Choose another folder…</source>
        <translation>Вибрати іншу папку…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/data_folder_problem.py" line="72"/>
        <location filename="../../ui/shell/data_folder_problem.py" line="74"/>
        <source>Quit</source>
        <translation>Вийти</translation>
    </message>
</context>
<context>
    <name>DescribeJobs</name>
    <message>
        <location filename="../../services/describe_jobs_store.py" line="234"/>
        <source>{0} cannot be read ({1}).</source>
        <translation>Не вдається прочитати {0} ({1}).</translation>
    </message>
    <message>
        <location filename="../../services/describe_jobs_store.py" line="235"/>
        <source>{0} cannot be written ({1}).</source>
        <translation>Не вдається записати {0} ({1}).</translation>
    </message>
</context>
<context>
    <name>DescribePresenter</name>
    <message>
        <location filename="../../ui/describe/presenter.py" line="186"/>
        <source>No images found there.</source>
        <translation>Там не знайдено зображень.</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="198"/>
        <source>1 image</source>
        <translation>1 зображення</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="198"/>
        <source>{0} images</source>
        <translation>зображень: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="200"/>
        <source>{0} in {1}</source>
        <translation>{0} у {1}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="218"/>
        <source>Reading the image sizes…</source>
        <translation>Читаємо розміри зображень…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="237"/>
        <source>1 image to describe</source>
        <translation>1 зображення для опису</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="239"/>
        <source>{0} images to describe</source>
        <translation>зображень для опису: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="240"/>
        <source>about {0} input tokens</source>
        <translation>близько {0} вхідних токенів</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="241"/>
        <source>about {0} before the replies</source>
        <translation>близько {0} без урахування відповідей</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="243"/>
        <source>the price of {0} is not known</source>
        <translation>ціна {0} невідома</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="246"/>
        <source>{0} not readable as images</source>
        <translation>не читаються як зображення: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="255"/>
        <source>Write what to ask about each image first.</source>
        <translation>Спершу напишіть, що запитати про кожне зображення.</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="258"/>
        <source>Choose a model first.</source>
        <translation>Спочатку виберіть модель.</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="289"/>
        <source>Pausing: finishing the images being described…</source>
        <translation>Призупинення: завершуємо зображення, що описуються…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="321"/>
        <source>There is no API key: add one in Settings, then press Resume.</source>
        <translation>Немає ключа API: додайте його в налаштуваннях, потім натисніть «Продовжити».</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="370"/>
        <source>Images described: {0}.</source>
        <translation>Описано зображень: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="372"/>
        <source>Failed: {0}.</source>
        <translation>Не вдалося: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="418"/>
        <source>{0} of {1}</source>
        <translation>{0} з {1}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="433"/>
        <source>{0} tokens in, {1} out</source>
        <translation>{0} токенів на вході, {1} на виході</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="438"/>
        <source>{0} failed</source>
        <translation>не вдалося: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="462"/>
        <source>Exported to {0}.</source>
        <translation>Експортовано до {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe/presenter.py" line="473"/>
        <source>Rows copied: {0}.</source>
        <translation>Скопійовано рядків: {0}.</translation>
    </message>
</context>
<context>
    <name>DescribeTableModel</name>
    <message>
        <location filename="../../ui/describe/table_model.py" line="170"/>
        <source>Thumbnail of {0}</source>
        <translation>Мініатюра {0}</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="225"/>
        <source>Image</source>
        <translation>Зображення</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="226"/>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="227"/>
        <source>Description</source>
        <translation>Опис</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="228"/>
        <source>Input</source>
        <translation>Вхід</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="229"/>
        <source>Output</source>
        <translation>Вивід</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="230"/>
        <source>Cost</source>
        <translation>Вартість</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="231"/>
        <source>State</source>
        <translation>Стан</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="251"/>
        <location filename="../../ui/describe/table_model.py" line="263"/>
        <source>Error</source>
        <translation>Помилка</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="257"/>
        <source>Waiting</source>
        <translation>Очікує</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="259"/>
        <source>Describing…</source>
        <translation>Описуємо…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="261"/>
        <source>Done (edited)</source>
        <translation>Готово (змінено)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="261"/>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <location filename="../../ui/describe/table_model.py" line="263"/>
        <source>Error: {0}</source>
        <translation>Помилка: {0}</translation>
    </message>
</context>
<context>
    <name>DescribeWindow</name>
    <message>
        <location filename="../../ui/describe/view.py" line="37"/>
        <source>Alt text</source>
        <translation>Альтернативний текст</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="38"/>
        <source>Caption</source>
        <translation>Підпис</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="39"/>
        <source>Extract the text</source>
        <translation>Витягти текст</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="40"/>
        <source>Tags as JSON</source>
        <translation>Теги як JSON</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="43"/>
        <source>Auto</source>
        <translation>Авто</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="44"/>
        <source>Low (cheapest)</source>
        <translation>Низька (найдешевше)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="45"/>
        <source>High (fine detail)</source>
        <translation>Висока (дрібні деталі)</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="184"/>
        <location filename="../../ui/describe/view.py" line="185"/>
        <source>Describe images</source>
        <translation>Опис зображень</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="188"/>
        <source>Choose &amp;folder…</source>
        <translation>Вибрати &amp;теку…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="189"/>
        <source>Every image in a folder and the folders in it</source>
        <translation>Усі зображення в теці та вкладених теках</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="190"/>
        <source>Choose f&amp;iles…</source>
        <translation>Вибрати &amp;файли…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="191"/>
        <source>No images chosen yet.</source>
        <translation>Зображення ще не вибрано.</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="203"/>
        <source>Your own…</source>
        <translation>Власний…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="208"/>
        <source>What to ask about each image</source>
        <translation>Що запитати про кожне зображення</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="210"/>
        <source>{filename} is replaced by each image&apos;s file name.</source>
        <translation>{filename} замінюється на назву файлу кожного зображення.</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="230"/>
        <source>&amp;Start</source>
        <translation>По&amp;чати</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="235"/>
        <source>Images described</source>
        <translation>Описані зображення</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="236"/>
        <source>&amp;Pause</source>
        <translation>П&amp;ауза</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="238"/>
        <source>Finish the images being described, then send no more</source>
        <translation>Завершити зображення, що описуються, і більше не надсилати</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="240"/>
        <source>Res&amp;ume</source>
        <translation>&amp;Продовжити</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="241"/>
        <source>S&amp;top</source>
        <translation>З&amp;упинити</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="243"/>
        <source>Stop now; the images not described yet can be resumed later</source>
        <translation>Зупинити зараз; неописані зображення можна продовжити пізніше</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="245"/>
        <source>Retry f&amp;ailed</source>
        <translation>Повторити &amp;невдалі</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="254"/>
        <source>Descriptions</source>
        <translation>Описи</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="256"/>
        <source>One row per image. F2 or a double click edits a description.</source>
        <translation>Один рядок на зображення. F2 або подвійне клацання редагує опис.</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="262"/>
        <source>&amp;Copy</source>
        <translation>&amp;Копіювати</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="263"/>
        <source>Copy the table as tab-separated text</source>
        <translation>Копіювати таблицю як текст, розділений табуляціями</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="264"/>
        <source>&amp;Export…</source>
        <translation>&amp;Експорт…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="265"/>
        <source>Save as CSV, JSON or JSON Lines</source>
        <translation>Зберегти як CSV, JSON або JSON Lines</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="287"/>
        <source>P&amp;rompt:</source>
        <translation>&amp;Запит:</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="289"/>
        <source>&amp;Model:</source>
        <translation>&amp;Модель:</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="291"/>
        <source>&amp;Detail:</source>
        <translation>&amp;Деталізація:</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="294"/>
        <source>Prompt text</source>
        <translation>Текст запиту</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="314"/>
        <source>Choose a folder of images</source>
        <translation>Виберіть теку із зображеннями</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="324"/>
        <source>Choose images</source>
        <translation>Виберіть зображення</translation>
    </message>
    <message>
        <location filename="../../ui/describe/view.py" line="326"/>
        <source>Images ({0});;All files (*)</source>
        <translation>Зображення ({0});;Усі файли (*)</translation>
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
        <translation>Експортувати описи</translation>
    </message>
</context>
<context>
    <name>DescriptionEditor</name>
    <message>
        <location filename="../../ui/describe/view.py" line="60"/>
        <source>Description</source>
        <translation>Опис</translation>
    </message>
</context>
<context>
    <name>DesktopShortcuts</name>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="31"/>
        <source>Quick ask</source>
        <translation>Швидке запитання</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="32"/>
        <source>Capture region</source>
        <translation>Зняти ділянку</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="33"/>
        <source>New chat</source>
        <translation>Новий чат</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="45"/>
        <source>Quick ask from anywhere</source>
        <translation>Швидке запитання звідусіль</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="49"/>
        <source>Looking for the desktop&apos;s shortcut service…</source>
        <translation>Пошук служби комбінацій клавіш стільниці…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="65"/>
        <source>This desktop offers no shortcut service. To ask from anywhere, bind these commands to keys in the desktop&apos;s own keyboard settings:</source>
        <translation>Ця стільниця не має служби комбінацій клавіш. Щоб питати звідусіль, призначте ці команди клавішам у власних налаштуваннях клавіатури стільниці:</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="86"/>
        <source>Copy</source>
        <translation>Копіювати</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="89"/>
        <source>Copy the command for {0}</source>
        <translation>Копіювати команду для «{0}»</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="119"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/settings/desktop_shortcuts.py" line="124"/>
        <source>The desktop bound no keys.</source>
        <translation>Стільниця не призначила жодних клавіш.</translation>
    </message>
</context>
<context>
    <name>Dictation</name>
    <message>
        <location filename="../../ui/voice/dictation.py" line="105"/>
        <source>Dictation cancelled.</source>
        <translation>Диктування скасовано.</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="132"/>
        <source>Not transcribed: {0}</source>
        <translation>Не розпізнано: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="140"/>
        <source>Nothing was heard in the recording.</source>
        <translation>У записі нічого не чути.</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="169"/>
        <source>Stop and transcribe (Ctrl+Shift+V)</source>
        <translation>Зупинити й розпізнати (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="171"/>
        <source>Dictate: speak, then stop to have it written here (Ctrl+Shift+V)</source>
        <translation>Диктування: говоріть, а потім зупиніть, щоб текст з&apos;явився тут (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="173"/>
        <source>Stop dictating</source>
        <translation>Зупинити диктування</translation>
    </message>
    <message>
        <location filename="../../ui/voice/dictation.py" line="173"/>
        <source>Dictate</source>
        <translation>Диктувати</translation>
    </message>
</context>
<context>
    <name>DiffDialog</name>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="36"/>
        <source>Compare two answers word by word</source>
        <translation>Порівняти дві відповіді слово за словом</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="42"/>
        <source>First answer</source>
        <translation>Перша відповідь</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="43"/>
        <source>Second answer</source>
        <translation>Друга відповідь</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="71"/>
        <source>{0:.0%} the same</source>
        <translation>{0:.0%} однакові</translation>
    </message>
</context>
<context>
    <name>DocumentChip</name>
    <message>
        <location filename="../../ui/composer/document_item.py" line="19"/>
        <source>as text</source>
        <translation>як текст</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="20"/>
        <source>as page images</source>
        <translation>як зображення сторінок</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="21"/>
        <source>as the file</source>
        <translation>як файл</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="63"/>
        <source>How {0} is sent</source>
        <translation>Як надсилається {0}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="71"/>
        <source>Preview what is sent</source>
        <translation>Переглянути, що буде надіслано</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="76"/>
        <source>Remove {0}</source>
        <translation>Прибрати {0}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="102"/>
        <source>{0}–{1} of {2} {3}</source>
        <translation>{0}–{1} з {2} ({3})</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="107"/>
        <source>{0} {1}</source>
        <translation>{1}: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="108"/>
        <source>{0} kB</source>
        <translation>{0} кБ</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_item.py" line="109"/>
        <source>~{0} tokens</source>
        <translation>~{0} токенів</translation>
    </message>
</context>
<context>
    <name>DocumentPreview</name>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="46"/>
        <source>The text that is sent</source>
        <translation>Текст, що надсилається</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="59"/>
        <source>First {0}</source>
        <translation>Початок ({0})</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="60"/>
        <source>Last {0}</source>
        <translation>Кінець ({0})</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="68"/>
        <source>Send {0}</source>
        <translation>Надіслати {0}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="72"/>
        <source>of {0}</source>
        <translation>з {0}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="90"/>
        <source>{0} characters</source>
        <translation>Символів: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_preview.py" line="92"/>
        <source>~{0} tokens</source>
        <translation>~{0} токенів</translation>
    </message>
</context>
<context>
    <name>DocumentUnits</name>
    <message>
        <location filename="../../ui/composer/document_units.py" line="11"/>
        <source>page</source>
        <translation>сторінка</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="11"/>
        <source>pages</source>
        <translation>сторінок</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="13"/>
        <source>sheet</source>
        <translation>аркуш</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="14"/>
        <source>sheets</source>
        <translation>аркушів</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="17"/>
        <source>slide</source>
        <translation>слайд</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="18"/>
        <source>slides</source>
        <translation>слайдів</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="20"/>
        <source>file</source>
        <translation>файл</translation>
    </message>
    <message>
        <location filename="../../ui/composer/document_units.py" line="20"/>
        <source>files</source>
        <translation>файлів</translation>
    </message>
</context>
<context>
    <name>DocumentsPresenter</name>
    <message>
        <location filename="../../ui/composer/documents.py" line="185"/>
        <source>The text of {0} is no longer stored.</source>
        <translation>Текст {0} більше не зберігається.</translation>
    </message>
    <message>
        <location filename="../../ui/composer/documents.py" line="218"/>
        <source>A large document</source>
        <translation>Великий документ</translation>
    </message>
    <message>
        <location filename="../../ui/composer/documents.py" line="220"/>
        <source>Send all</source>
        <translation>Надіслати все</translation>
    </message>
    <message>
        <location filename="../../ui/composer/documents.py" line="221"/>
        <source>Choose pages…</source>
        <translation>Вибрати сторінки…</translation>
    </message>
</context>
<context>
    <name>Endpoints</name>
    <message>
        <location filename="../../services/endpoints.py" line="130"/>
        <source>Your key is kept in your system keyring ({0}), never in a file.</source>
        <translation>Ваш ключ зберігається в системному сховищі ключів ({0}), а не у файлі.</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="134"/>
        <source>This computer has no keyring: the key is used for this session only.</source>
        <translation>На цьому комп&apos;ютері немає сховища ключів: ключ використовується лише в цьому сеансі.</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="155"/>
        <source>The system keyring did not answer.</source>
        <translation>Системне сховище ключів не відповіло.</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="163"/>
        <source>COMETDESK_API_KEY (this run only)</source>
        <translation>COMETDESK_API_KEY (лише для цього запуску)</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="137"/>
        <location filename="../../services/endpoints.py" line="196"/>
        <source>{0} The key is used for this session only.</source>
        <translation>{0} Ключ використовується лише в цьому сеансі.</translation>
    </message>
</context>
<context>
    <name>EndpointsTab</name>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="57"/>
        <source>&lt;b&gt;No other endpoints yet.&lt;/b&gt;&lt;br&gt;An endpoint profile is another OpenAI-compatible server, such as a model server on this computer or another gateway, with its own base URL and key. Once added, it can be chosen for each conversation in the Model section. CometAPI, set on the Account tab, is always there.</source>
        <translation>&lt;b&gt;Інших кінцевих точок ще немає.&lt;/b&gt;&lt;br&gt;Профіль кінцевої точки — це інший OpenAI-сумісний сервер, наприклад сервер моделей на цьому комп&apos;ютері чи інший шлюз, із власною базовою URL-адресою та ключем. Після додавання її можна вибрати для кожної розмови в розділі «Модель». CometAPI, налаштований на вкладці «Обліковий запис», доступний завжди.</translation>
    </message>
</context>
<context>
    <name>ErrorCard</name>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="420"/>
        <source>Retry</source>
        <translation>Повторити</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="421"/>
        <source>Ask again; the failed attempt is kept, folded</source>
        <translation>Запитати ще раз; невдала спроба зберігається згорнутою</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="427"/>
        <source>Open settings</source>
        <translation>Відкрити налаштування</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="433"/>
        <source>Error: {0}</source>
        <translation>Помилка: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="447"/>
        <source>The request failed</source>
        <translation>Запит не вдався</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="449"/>
        <source>{0} — is the server running?</source>
        <translation>{0} — чи запущено сервер?</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="456"/>
        <source>Start the server, or check the base URL in Settings, then retry.</source>
        <translation>Запустіть сервер або перевірте базову URL-адресу в налаштуваннях, а тоді повторіть спробу.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="462"/>
        <source>The connection dropped. Check your network, then retry.</source>
        <translation>З&apos;єднання обірвалося. Перевірте мережу, а тоді повторіть спробу.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="468"/>
        <source>The server took too long to answer. Retry in a moment.</source>
        <translation>Сервер надто довго не відповідав. Повторіть спробу за мить.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="474"/>
        <source>Check the API key in Settings, then retry.</source>
        <translation>Перевірте API-ключ у налаштуваннях, а тоді повторіть спробу.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="480"/>
        <source>Top up the account or choose a cheaper model, then retry.</source>
        <translation>Поповніть рахунок або виберіть дешевшу модель, а тоді повторіть спробу.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="486"/>
        <source>Choose another model, or check the base URL in Settings.</source>
        <translation>Виберіть іншу модель або перевірте базову URL-адресу в налаштуваннях.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="492"/>
        <source>Change the parameters or the attachments, then retry.</source>
        <translation>Змініть параметри або вкладення, а тоді повторіть спробу.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="498"/>
        <source>Too many requests for now. Wait a little, then retry.</source>
        <translation>Зараз забагато запитів. Зачекайте трохи, а тоді повторіть спробу.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="504"/>
        <source>The problem is on the server&apos;s side. Retrying often works.</source>
        <translation>Проблема на боці сервера. Повторна спроба часто допомагає.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="510"/>
        <source>The reply arrived garbled or broke off. Retry to ask again.</source>
        <translation>Відповідь надійшла пошкодженою або обірвалася. Повторіть, щоб запитати ще раз.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="516"/>
        <source>Retry to ask again.</source>
        <translation>Повторіть, щоб запитати ще раз.</translation>
    </message>
</context>
<context>
    <name>FailedAttempts</name>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="40"/>
        <source>1 failed attempt</source>
        <translation>1 невдала спроба</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="42"/>
        <source>{0} failed attempts</source>
        <translation>Невдалих спроб: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="50"/>
        <source>Attempt {0} · {1} — {2}</source>
        <translation>Спроба {0} · {1} — {2}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="53"/>
        <source>it failed</source>
        <translation>не вдалася</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="58"/>
        <source>What had arrived: {0}</source>
        <translation>Що встигло надійти: {0}</translation>
    </message>
</context>
<context>
    <name>Failures</name>
    <message>
        <location filename="../../services/failures.py" line="28"/>
        <location filename="../../services/failures.py" line="37"/>
        <source>The disk is full. Free some space and try again.</source>
        <translation>Диск заповнено. Звільніть місце й спробуйте ще раз.</translation>
    </message>
    <message>
        <location filename="../../services/failures.py" line="31"/>
        <source>Comet Desk may not write there{0}. Check the folder&apos;s permissions.</source>
        <translation>Comet Desk не має дозволу на запис туди{0}. Перевірте дозволи папки.</translation>
    </message>
    <message>
        <location filename="../../services/failures.py" line="39"/>
        <source>That was too large or too deeply nested to handle; nothing was lost.</source>
        <translation>Дані завеликі або мають надто глибоку вкладеність для обробки; нічого не втрачено.</translation>
    </message>
    <message>
        <location filename="../../services/failures.py" line="43"/>
        <source>Something went wrong. The details are in the log: {0}</source>
        <translation>Щось пішло не так. Подробиці в журналі: {0}</translation>
    </message>
    <message>
        <location filename="../../services/failures.py" line="46"/>
        <source>Something went wrong. The details are in the log.</source>
        <translation>Щось пішло не так. Подробиці в журналі.</translation>
    </message>
</context>
<context>
    <name>FiguresFeed</name>
    <message>
        <location filename="../../ui/compare/figures_feed.py" line="67"/>
        <source>Column {0}</source>
        <translation>Стовпець {0}</translation>
    </message>
</context>
<context>
    <name>FiguresModel</name>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="78"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="79"/>
        <source>First token</source>
        <translation>Перший токен</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="80"/>
        <source>Tokens/s</source>
        <translation>Токенів/с</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="81"/>
        <source>Input tokens</source>
        <translation>Вхідні токени</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="82"/>
        <source>Output tokens</source>
        <translation>Вихідні токени</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="83"/>
        <source>Cost</source>
        <translation>Вартість</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="84"/>
        <source>Words</source>
        <translation>Слова</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="85"/>
        <source>Finish</source>
        <translation>Завершення</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="86"/>
        <source>Mean token probability</source>
        <translation>Середня ймовірність токенів</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="91"/>
        <source>The column&apos;s model (a letter while the arena hides the names)</source>
        <translation>Модель стовпця (літера, поки арена приховує назви)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="92"/>
        <source>Seconds from sending to the first token of the reply</source>
        <translation>Секунди від надсилання до першого токена відповіді</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="93"/>
        <source>Output tokens per second, from the first token to the end</source>
        <translation>Вихідних токенів за секунду, від першого токена до кінця</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="94"/>
        <source>Tokens sent: the prompt and the column&apos;s history</source>
        <translation>Надіслані токени: запит та історія стовпця</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="95"/>
        <source>Tokens generated, reasoning included</source>
        <translation>Згенеровані токени, разом із міркуванням</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="96"/>
        <source>What the reply cost, from the catalog&apos;s prices</source>
        <translation>Вартість відповіді за цінами каталогу</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="97"/>
        <source>Length of the answer in words</source>
        <translation>Довжина відповіді в словах</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="98"/>
        <source>Why the reply ended</source>
        <translation>Чому відповідь завершилася</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="99"/>
        <source>How sure the model was: the mean probability of its tokens</source>
        <translation>Наскільки модель була впевнена: середня ймовірність її токенів</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="113"/>
        <source>after the vote</source>
        <translation>після голосування</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="115"/>
        <source>unknown</source>
        <translation>невідомо</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="119"/>
        <source>{0} s</source>
        <translation>{0} с</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="124"/>
        <source>{0}, of which {1} reasoning</source>
        <translation>{0}, з них {1} міркувань</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="130"/>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="154"/>
        <source>First token (s)</source>
        <translation>Перший токен (с)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="156"/>
        <source>Cost (USD)</source>
        <translation>Вартість (USD)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="161"/>
        <source>stop</source>
        <translation>завершено</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="162"/>
        <source>length (max tokens)</source>
        <translation>довжина (макс. токенів)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="163"/>
        <source>content filter</source>
        <translation>фільтр вмісту</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="164"/>
        <source>tool calls</source>
        <translation>виклики інструментів</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="165"/>
        <source>answering…</source>
        <translation>відповідає…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="166"/>
        <source>stopped by you</source>
        <translation>зупинено вами</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="167"/>
        <source>error</source>
        <translation>помилка</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="168"/>
        <source>incomplete</source>
        <translation>неповна</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="169"/>
        <source>interrupted</source>
        <translation>перервано</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="170"/>
        <source>no reply yet</source>
        <translation>ще немає відповіді</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="241"/>
        <source>hidden until the vote</source>
        <translation>приховано до голосування</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="243"/>
        <source>unknown: {0}</source>
        <translation>невідомо: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="244"/>
        <source>not reported</source>
        <translation>не повідомлено</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="246"/>
        <source>{0} seconds</source>
        <translation>секунд: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="249"/>
        <source>{0}, best</source>
        <translation>{0}, найкраще</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="254"/>
        <source>Prices would give the models away: the cost shows after the vote.</source>
        <translation>Ціни видали б моделі: вартість з&apos;явиться після голосування.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="260"/>
        <source>The first to answer</source>
        <translation>Відповіла першою</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="261"/>
        <source>The fastest</source>
        <translation>Найшвидша</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="262"/>
        <source>The cheapest</source>
        <translation>Найдешевша</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="268"/>
        <source>the endpoint reported no token usage for this reply</source>
        <translation>кінцева точка не повідомила використання токенів для цієї відповіді</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="269"/>
        <source>the endpoint reported a negative token count</source>
        <translation>кінцева точка повідомила від’ємну кількість токенів</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="271"/>
        <source>the endpoint reported more cached tokens than input tokens</source>
        <translation>кінцева точка повідомила більше кешованих токенів, ніж вхідних</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="274"/>
        <source>the endpoint reported more reasoning tokens than output tokens</source>
        <translation>кінцева точка повідомила більше токенів міркувань, ніж вихідних</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures_model.py" line="290"/>
        <source>{0}. Click to sort.</source>
        <translation>{0}. Клацніть, щоб упорядкувати.</translation>
    </message>
</context>
<context>
    <name>FiguresPanel</name>
    <message>
        <location filename="../../ui/compare/figures.py" line="123"/>
        <location filename="../../ui/compare/figures.py" line="131"/>
        <location filename="../../ui/compare/figures.py" line="132"/>
        <source>Figures</source>
        <translation>Показники</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="133"/>
        <source>Show or hide the figures of each column</source>
        <translation>Показати або сховати показники кожного стовпця</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="144"/>
        <location filename="../../ui/compare/figures.py" line="279"/>
        <source>Copy as Markdown</source>
        <translation>Копіювати як Markdown</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="146"/>
        <source>Copy the whole table as a Markdown table</source>
        <translation>Копіювати всю таблицю як таблицю Markdown</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="147"/>
        <location filename="../../ui/compare/figures.py" line="280"/>
        <source>Copy as CSV</source>
        <translation>Копіювати як CSV</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="149"/>
        <source>Copy the whole table as comma-separated values</source>
        <translation>Копіювати всю таблицю як значення, розділені комами (CSV)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="223"/>
        <source>latest exchange of each column</source>
        <translation>останній обмін у кожному стовпці</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="233"/>
        <source>first to answer: {0}</source>
        <translation>перша відповіла: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="234"/>
        <source>fastest: {0}</source>
        <translation>найшвидша: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="235"/>
        <source>cheapest: {0}</source>
        <translation>найдешевша: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="271"/>
        <source>Copied</source>
        <translation>Скопійовано</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="285"/>
        <source>Copy this figure</source>
        <translation>Копіювати цей показник</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="288"/>
        <source>Sort by {0}</source>
        <translation>Упорядкувати за «{0}»</translation>
    </message>
</context>
<context>
    <name>FiguresTable</name>
    <message>
        <location filename="../../ui/compare/figures.py" line="49"/>
        <source>Figures of the latest exchange</source>
        <translation>Показники останнього обміну</translation>
    </message>
    <message>
        <location filename="../../ui/compare/figures.py" line="51"/>
        <source>One row per column. Click a column&apos;s header to sort by it.</source>
        <translation>Один рядок на стовпець порівняння. Клацніть заголовок, щоб упорядкувати за ним.</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <location filename="../../ui/shell/main_window.py" line="134"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.py" line="135"/>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/room.py" line="102"/>
        <source>&amp;New chat with an assistant…</source>
        <translation>&amp;Новий чат з асистентом…</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/room.py" line="107"/>
        <source>Start a chat with an assistant&apos;s instructions, model and tools</source>
        <translation>Почати чат з інструкціями, моделлю та інструментами асистента</translation>
    </message>
    <message>
        <location filename="../../ui/capture/room.py" line="90"/>
        <source>Capture a &amp;region of the screen</source>
        <translation>Захопити &amp;ділянку екрана</translation>
    </message>
    <message>
        <location filename="../../ui/capture/room.py" line="95"/>
        <source>Freeze the screen, drag a rectangle, and attach it to the message</source>
        <translation>Заморозити екран, виділити прямокутник і додати його до повідомлення</translation>
    </message>
    <message>
        <location filename="../../ui/quick/room.py" line="111"/>
        <source>Quick &amp;ask…</source>
        <translation>&amp;Швидке запитання…</translation>
    </message>
    <message>
        <location filename="../../ui/quick/room.py" line="116"/>
        <source>A small window that stays on top: ask one thing, with an image if you like</source>
        <translation>Маленьке вікно поверх інших: запитайте щось одне, за бажання — із зображенням</translation>
    </message>
    <message>
        <location filename="../../ui/describe/room.py" line="31"/>
        <source>&amp;Describe images…</source>
        <translation>&amp;Описати зображення…</translation>
    </message>
    <message>
        <location filename="../../ui/describe/room.py" line="36"/>
        <source>Describe a folder of images: alt text, captions, text or tags, to a file</source>
        <translation>Описати теку зображень: альтернативний текст, підписи, текст або теги — у файл</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="125"/>
        <source>&amp;Import…</source>
        <translation>&amp;Імпорт…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="129"/>
        <source>Import a Comet Desk export or a ChatGPT conversations.json</source>
        <translation>Імпортувати експорт Comet Desk або conversations.json з ChatGPT</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="137"/>
        <source>Export all as &amp;JSON…</source>
        <translation>Експортувати все як &amp;JSON…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="146"/>
        <source>Export all as &amp;Markdown…</source>
        <translation>Експортувати все як &amp;Markdown…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="51"/>
        <source>New &amp;chat</source>
        <translation>Нова &amp;розмова</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="56"/>
        <source>Start a new conversation</source>
        <translation>Почати нову розмову</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="62"/>
        <source>&amp;Quit</source>
        <translation>&amp;Вийти</translation>
    </message>
    <message>
        <location filename="../../ui/sync/room.py" line="94"/>
        <source>&amp;Sync and backups…</source>
        <translation>&amp;Синхронізація й резервні копії…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/room.py" line="98"/>
        <source>Keep this history in step with your other machines, end-to-end encrypted</source>
        <translation>Синхронізувати цю історію з іншими вашими пристроями, із наскрізним шифруванням</translation>
    </message>
    <message>
        <location filename="../../ui/shell/main_window.py" line="136"/>
        <source>&amp;Tools</source>
        <translation>&amp;Інструменти</translation>
    </message>
    <message>
        <location filename="../../ui/tools/room.py" line="64"/>
        <source>MCP servers and tools…</source>
        <translation>Сервери MCP та інструменти…</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/room.py" line="50"/>
        <source>&amp;Prompts…</source>
        <translation>&amp;Запити…</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/room.py" line="54"/>
        <source>Saved prompts: type / at the start of the message box to use one</source>
        <translation>Збережені запити: введіть / на початку поля введення, щоб використати один із них</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/room.py" line="29"/>
        <source>Prompt &amp;sets…</source>
        <translation>&amp;Набори запитів…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/room.py" line="33"/>
        <source>Send many prompts to several models and compare the answers in a grid</source>
        <translation>Надіслати багато запитів кільком моделям і порівняти відповіді в сітці</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/room.py" line="77"/>
        <source>&amp;Knowledge bases…</source>
        <translation>&amp;Бази знань…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/room.py" line="81"/>
        <source>Folders of documents a chat can search and cite</source>
        <translation>Папки документів, у яких чат може шукати й на які може посилатися</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/room.py" line="115"/>
        <source>&amp;Assistants…</source>
        <translation>&amp;Асистенти…</translation>
    </message>
    <message>
        <location filename="../../ui/assistants/room.py" line="119"/>
        <source>Assistants: instructions, a model, tools and knowledge to start chats with</source>
        <translation>Асистенти: інструкції, модель, інструменти й знання, з якими можна починати чати</translation>
    </message>
</context>
<context>
    <name>FirstRunSheet</name>
    <message>
        <location filename="../../ui/settings/first_run.py" line="103"/>
        <source>Paste an API key to start chatting. Comet Desk talks to CometAPI or any OpenAI-compatible endpoint.</source>
        <translation>Вставте API-ключ, щоб почати чат. Comet Desk працює з CometAPI або будь-якою OpenAI-сумісною кінцевою точкою.</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="120"/>
        <location filename="../../ui/settings/first_run.py" line="274"/>
        <source>Show</source>
        <translation>Показати</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="137"/>
        <source>No key yet? Create one in the &lt;a href=&quot;{url}&quot;&gt;CometAPI console&lt;/a&gt;.</source>
        <translation>Ще немає ключа? Створіть його в &lt;a href=&quot;{url}&quot;&gt;консолі CometAPI&lt;/a&gt;.</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="175"/>
        <source>Change it for another OpenAI-compatible endpoint; more can be added later in Settings.</source>
        <translation>Змініть її для іншої OpenAI-сумісної кінцевої точки; інші можна додати пізніше в налаштуваннях.</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="252"/>
        <source>Checking…</source>
        <translation>Перевірка…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/first_run.py" line="274"/>
        <source>Hide</source>
        <translation>Сховати</translation>
    </message>
</context>
<context>
    <name>GlobalShortcuts</name>
    <message>
        <location filename="../../ui/settings/global_shortcuts.py" line="52"/>
        <source>Quick ask</source>
        <translation>Швидке запитання</translation>
    </message>
    <message>
        <location filename="../../ui/settings/global_shortcuts.py" line="55"/>
        <source>Capture a region of the screen</source>
        <translation>Захопити ділянку екрана</translation>
    </message>
    <message>
        <location filename="../../ui/settings/global_shortcuts.py" line="62"/>
        <source>This desktop offers no shortcut service (the XDG GlobalShortcuts portal).</source>
        <translation>Ця стільниця не має служби комбінацій клавіш (портал XDG GlobalShortcuts).</translation>
    </message>
    <message>
        <location filename="../../ui/settings/global_shortcuts.py" line="254"/>
        <source>The desktop&apos;s shortcut service stopped answering.</source>
        <translation>Служба комбінацій клавіш стільниці перестала відповідати.</translation>
    </message>
</context>
<context>
    <name>ImageModePresenter</name>
    <message>
        <location filename="../../ui/imagegen/presenter.py" line="29"/>
        <source>Image mode</source>
        <translation>Режим зображень</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/presenter.py" line="34"/>
        <source>Image options for {0}</source>
        <translation>Параметри зображень для {0}</translation>
    </message>
</context>
<context>
    <name>ImageOptionsBar</name>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="15"/>
        <source>Image options</source>
        <translation>Параметри зображень</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="19"/>
        <source>Image mode</source>
        <translation>Режим зображень</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="22"/>
        <source>Image size</source>
        <translation>Розмір зображення</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="23"/>
        <source>Image quality</source>
        <translation>Якість зображення</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="26"/>
        <location filename="../../ui/imagegen/options_bar.py" line="27"/>
        <source>Number of images</source>
        <translation>Кількість зображень</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="30"/>
        <source>&amp;Size</source>
        <translation>&amp;Розмір</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="32"/>
        <source>&amp;Quality</source>
        <translation>&amp;Якість</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="34"/>
        <source>Ima&amp;ges</source>
        <translation>&amp;Кількість</translation>
    </message>
    <message>
        <location filename="../../ui/imagegen/options_bar.py" line="66"/>
        <source>Auto</source>
        <translation>Авто</translation>
    </message>
</context>
<context>
    <name>ImageTurn</name>
    <message>
        <location filename="../../services/image_turn.py" line="28"/>
        <source>{0} does not edit images: the attached image was not sent.</source>
        <translation>{0} не редагує зображення: додане зображення не надіслано.</translation>
    </message>
    <message>
        <location filename="../../services/image_turn.py" line="31"/>
        <source>The attached image was sent to be edited.</source>
        <translation>Додане зображення надіслано на редагування.</translation>
    </message>
    <message>
        <location filename="../../services/image_turn.py" line="32"/>
        <source>Describe the image to make: the prompt is empty.</source>
        <translation>Опишіть зображення, яке потрібно створити: запит порожній.</translation>
    </message>
</context>
<context>
    <name>ImageViewer</name>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="37"/>
        <source>&amp;Fit to window</source>
        <translation>&amp;Вмістити у вікно</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="44"/>
        <source>This image could not be shown.</source>
        <translation>Це зображення не вдалося показати.</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="46"/>
        <source>{0}×{1} pixels</source>
        <translation>{0}×{1} пікселів</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="55"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Зберегти як…</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="57"/>
        <source>Save the image as a file</source>
        <translation>Зберегти зображення у файл</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="72"/>
        <source>Save image</source>
        <translation>Зберегти зображення</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="72"/>
        <source>Images (*.{0})</source>
        <translation>Зображення (*.{0})</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="80"/>
        <source>Could not save the image: {0}</source>
        <translation>Не вдалося зберегти зображення: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/common/image_viewer.py" line="82"/>
        <source>Saved.</source>
        <translation>Збережено.</translation>
    </message>
</context>
<context>
    <name>ItemManager</name>
    <message>
        <location filename="../../ui/common/item_manager.py" line="62"/>
        <source>&amp;New…</source>
        <translation>&amp;Новий…</translation>
    </message>
    <message>
        <location filename="../../ui/common/item_manager.py" line="63"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Змінити…</translation>
    </message>
    <message>
        <location filename="../../ui/common/item_manager.py" line="64"/>
        <source>&amp;Delete</source>
        <translation>&amp;Видалити</translation>
    </message>
    <message>
        <location filename="../../ui/common/item_manager.py" line="65"/>
        <source>&amp;Import…</source>
        <translation>&amp;Імпорт…</translation>
    </message>
    <message>
        <location filename="../../ui/common/item_manager.py" line="67"/>
        <source>E&amp;xport…</source>
        <translation>&amp;Експорт…</translation>
    </message>
</context>
<context>
    <name>KnowledgePresenter</name>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="151"/>
        <source>{0} · {1} documents, {2} passages, {3} embedded · {4}</source>
        <translation>{0} · документів: {1}, фрагментів: {2}, векторизовано: {3} · {4}</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="156"/>
        <source>no folders</source>
        <translation>немає папок</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="296"/>
        <source>&amp;Resume</source>
        <translation>&amp;Продовжити</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="297"/>
        <source>Resume indexing</source>
        <translation>Продовжити індексування</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="176"/>
        <source>Everything read is embedded.</source>
        <translation>Усе прочитане векторизовано.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="179"/>
        <source>price unknown</source>
        <translation>ціна невідома</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="181"/>
        <source>under $0.0001</source>
        <translation>менше $0.0001</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="185"/>
        <source>To embed: 1 passage, about {0} tokens ({1}).</source>
        <translation>До векторизації: 1 фрагмент, близько {0} токенів ({1}).</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="188"/>
        <source>To embed: {0} passages, about {1} tokens ({2}).</source>
        <translation>До векторизації фрагментів: {0}, близько {1} токенів ({2}).</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="363"/>
        <source>A folder for the knowledge base</source>
        <translation>Папка для бази знань</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="204"/>
        <source>Give the knowledge base a name.</source>
        <translation>Дайте базі знань назву.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="206"/>
        <source>Add at least one folder or file.</source>
        <translation>Додайте принаймні одну папку або файл.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="208"/>
        <source>A knowledge base named {0} exists already.</source>
        <translation>База знань із назвою {0} уже існує.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="304"/>
        <source>&amp;Pause</source>
        <translation>П&amp;ауза</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="305"/>
        <source>Pause indexing</source>
        <translation>Призупинити індексування</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="256"/>
        <source>Reading the files…</source>
        <translation>Читання файлів…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="256"/>
        <source>Updating…</source>
        <translation>Оновлення…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="273"/>
        <source>Reading files: {0} of {1}</source>
        <translation>Читання файлів: {0} з {1}</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="275"/>
        <source>Embedding passages: {0} of {1}</source>
        <translation>Векторизація фрагментів: {0} з {1}</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="293"/>
        <source>Paused; Resume goes on from where it stopped.</source>
        <translation>Призупинено; «Продовжити» почне з того місця, де зупинилося.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="295"/>
        <source>1 file read</source>
        <translation>Прочитано 1 файл</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="297"/>
        <source>{0} files read</source>
        <translation>Прочитано файлів: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="300"/>
        <source>1 passage embedded</source>
        <translation>векторизовано 1 фрагмент</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="302"/>
        <source>{0} passages embedded</source>
        <translation>векторизовано фрагментів: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="305"/>
        <source>{0}, {1}, {2} removed.</source>
        <translation>{0}, {1}, вилучено: {2}.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="306"/>
        <source>{0}, {1}.</source>
        <translation>{0}, {1}.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="328"/>
        <source>Remove {0}? Its documents on disk stay.</source>
        <translation>Вилучити {0}? Документи на диску залишаться.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="348"/>
        <source>Removed {0}; its documents are untouched.</source>
        <translation>{0} вилучено; документи не зачеплено.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="360"/>
        <source>Searching…</source>
        <translation>Пошук…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="371"/>
        <source>Keyword hits only: {0}</source>
        <translation>Лише збіги за ключовими словами: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="383"/>
        <source>No passages found.</source>
        <translation>Фрагментів не знайдено.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="385"/>
        <source>1 passage found.</source>
        <translation>Знайдено 1 фрагмент.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/presenter.py" line="387"/>
        <source>{0} passages found.</source>
        <translation>Знайдено фрагментів: {0}.</translation>
    </message>
</context>
<context>
    <name>KnowledgeSection</name>
    <message>
        <location filename="../../ui/inspector/knowledge_section.py" line="22"/>
        <source>Knowledge bases</source>
        <translation>Бази знань</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/knowledge_section.py" line="26"/>
        <source>No knowledge bases yet.</source>
        <translation>Баз знань ще немає.</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/knowledge_section.py" line="32"/>
        <source>Manage knowledge bases…</source>
        <translation>Керувати базами знань…</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/knowledge_section.py" line="33"/>
        <source>Manage knowledge bases</source>
        <translation>Керувати базами знань</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/knowledge_section.py" line="44"/>
        <source>Search {0} before each reply</source>
        <translation>Шукати в {0} перед кожною відповіддю</translation>
    </message>
</context>
<context>
    <name>KnowledgeWindow</name>
    <message>
        <location filename="../../ui/knowledge/window.py" line="77"/>
        <location filename="../../ui/knowledge/window.py" line="84"/>
        <source>Knowledge bases</source>
        <translation>Бази знань</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="86"/>
        <source>No knowledge bases yet: New… makes one.</source>
        <translation>Баз знань ще немає: створіть базу кнопкою «Новий…».</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="88"/>
        <source>&amp;New…</source>
        <translation>&amp;Новий…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="88"/>
        <source>New knowledge base</source>
        <translation>Нова база знань</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="91"/>
        <source>&amp;Remove</source>
        <translation>&amp;Вилучити</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="91"/>
        <source>Remove the knowledge base</source>
        <translation>Вилучити базу знань</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="106"/>
        <source>Name of the new knowledge base</source>
        <translation>Назва нової бази знань</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="109"/>
        <source>Folders and files, one a line</source>
        <translation>Папки й файли, по одному в рядку</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="110"/>
        <source>One folder or file a line</source>
        <translation>Одна папка або файл у рядку</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="114"/>
        <source>Add &amp;folder…</source>
        <translation>Додати &amp;папку…</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="114"/>
        <source>Add a folder</source>
        <translation>Додати папку</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="119"/>
        <location filename="../../ui/knowledge/window.py" line="141"/>
        <source>Embedding model</source>
        <translation>Модель ембедингів</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="121"/>
        <source>&amp;Create</source>
        <translation>&amp;Створити</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="121"/>
        <source>Create the knowledge base</source>
        <translation>Створити базу знань</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="124"/>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="126"/>
        <source>Cancel the new knowledge base</source>
        <translation>Скасувати створення бази знань</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="139"/>
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="140"/>
        <source>Folders and files</source>
        <translation>Папки й файли</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="157"/>
        <source>Indexing progress</source>
        <translation>Перебіг індексування</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="161"/>
        <source>&amp;Index</source>
        <translation>&amp;Індексувати</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="161"/>
        <source>Index the knowledge base</source>
        <translation>Індексувати базу знань</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="164"/>
        <source>&amp;Pause</source>
        <translation>П&amp;ауза</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="164"/>
        <source>Pause indexing</source>
        <translation>Призупинити індексування</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="168"/>
        <source>Re-index</source>
        <translation>Переіндексувати</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="170"/>
        <source>Embed every passage again</source>
        <translation>Векторизувати всі фрагменти заново</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="183"/>
        <source>Remove it</source>
        <translation>Вилучити</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="186"/>
        <source>Keep it</source>
        <translation>Залишити</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="195"/>
        <location filename="../../ui/knowledge/window.py" line="198"/>
        <source>Files that could not be read</source>
        <translation>Файли, які не вдалося прочитати</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="203"/>
        <source>Search the knowledge base</source>
        <translation>Пошук у базі знань</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="204"/>
        <source>Search this base, then Enter</source>
        <translation>Пошук у цій базі, потім Enter</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/window.py" line="209"/>
        <source>Passages found; Enter opens one</source>
        <translation>Знайдені фрагменти; Enter відкриває вибраний</translation>
    </message>
</context>
<context>
    <name>LeaderboardDialog</name>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="79"/>
        <source>All time</source>
        <translation>За весь час</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="80"/>
        <source>Last 30 days</source>
        <translation>Останні 30 днів</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="81"/>
        <source>Last 7 days</source>
        <translation>Останні 7 днів</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="92"/>
        <source>Your leaderboard</source>
        <translation>Ваш рейтинг</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="98"/>
        <source>Period</source>
        <translation>Період</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="107"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="108"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="109"/>
        <source>95% interval</source>
        <translation>95% інтервал</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="110"/>
        <source>Votes</source>
        <translation>Голоси</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="111"/>
        <source>Wins</source>
        <translation>Перемоги</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="114"/>
        <source>Leaderboard</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="122"/>
        <source>Export CSV…</source>
        <translation>Експорт CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="134"/>
        <source>Each blind vote counts once, as a choice of the best among the answers shown (Plackett–Luce). Ratings are on an Elo-like scale (1000 = the models&apos; average); the 95% interval is where the rating likely lies, given your votes. Votes and Wins count votes with a winner: ties and all bad do not move the ratings, and a model needs {0} votes with a winner before it gets an interval.</source>
        <translation>Кожен сліпий голос рахується один раз — як вибір найкращої з показаних відповідей (Плакетт–Люс). Рейтинги подано у шкалі на зразок Ело (1000 = середнє моделей); 95% інтервал — де рейтинг імовірно лежить з огляду на ваші голоси. «Голоси» й «Перемоги» рахують голоси з переможцем: нічиї та «усі погані» не зсувають рейтинги, і модель отримує інтервал лише після {0} голосів з переможцем.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="160"/>
        <source>Computing…</source>
        <translation>Обчислення…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="169"/>
        <source>not enough votes yet ({0} of {1})</source>
        <translation>поки замало голосів ({0} з {1})</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="178"/>
        <source>{0} vote(s) with a winner; also shown in {1} tie(s) and {2} all bad</source>
        <translation>Голосів із переможцем: {0}; також показано в нічиїх: {1} і «усі погані»: {2}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="181"/>
        <source>{0} vote(s)</source>
        <translation>Голосів: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="188"/>
        <source>{0} vote(s) with a winner move the ratings; {1} tie(s) and {2} all bad do not.</source>
        <translation>Голосів із переможцем, що зсувають рейтинги: {0}; нічиї ({1}) та «усі погані» ({2}) — ні.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="192"/>
        <source>{0} vote(s) between answers of one model say nothing about the order.</source>
        <translation>Голоси між відповідями однієї моделі ({0}) нічого не кажуть про порядок.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/arena_dialogs.py" line="198"/>
        <source>Export leaderboard</source>
        <translation>Експортувати рейтинг</translation>
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
        <translation>Налаштування</translation>
    </message>
</context>
<context>
    <name>MessageActions</name>
    <message>
        <location filename="../../services/message_actions.py" line="118"/>
        <source>Previous version</source>
        <translation>Попередня версія</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="125"/>
        <source>Next version</source>
        <translation>Наступна версія</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="130"/>
        <source>Copy</source>
        <translation>Копіювати</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="133"/>
        <source>Edit</source>
        <translation>Редагувати</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="138"/>
        <source>Continue</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="142"/>
        <source>Regenerate</source>
        <translation>Згенерувати знову</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="145"/>
        <source>Retry</source>
        <translation>Повторити</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="149"/>
        <source>Show token probabilities</source>
        <translation>Показати ймовірності токенів</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="155"/>
        <source>Hide token probabilities</source>
        <translation>Сховати ймовірності токенів</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="161"/>
        <source>Read aloud</source>
        <translation>Прочитати вголос</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="167"/>
        <source>Stop reading aloud</source>
        <translation>Зупинити читання вголос</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="173"/>
        <source>Copy as plain text</source>
        <translation>Копіювати як звичайний текст</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="180"/>
        <source>Fork from here</source>
        <translation>Відгалузити звідси</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="187"/>
        <source>Save as prompt</source>
        <translation>Зберегти як запит</translation>
    </message>
    <message>
        <location filename="../../services/message_actions.py" line="194"/>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
</context>
<context>
    <name>MessageBody</name>
    <message>
        <location filename="../../ui/transcript/message_body.py" line="121"/>
        <source>Show all ({0} KB)</source>
        <translation>Показати все ({0} КБ)</translation>
    </message>
</context>
<context>
    <name>MessageFooter</name>
    <message>
        <location filename="../../ui/transcript/message_footer.py" line="65"/>
        <source>Copy code block {0} ({1})</source>
        <translation>Копіювати блок коду {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_footer.py" line="73"/>
        <source>{0} for all {1} answers</source>
        <translation>{0} (разом за всі відповіді: {1})</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_footer.py" line="88"/>
        <source>This answer&apos;s own figures. The request&apos;s usage and cost, for all {0} answers, are shown with the first answer.</source>
        <translation>Власні показники цієї відповіді. Використання та вартість запиту для всіх {0} відповідей показано біля першої відповіді.</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="107"/>
        <location filename="../../ui/transcript/message_widget.py" line="553"/>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="108"/>
        <source>Message from {0}</source>
        <translation>Повідомлення від {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="185"/>
        <source>Editing in the box below</source>
        <translation>Редагується в полі нижче</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="186"/>
        <source>Being edited</source>
        <translation>Редагується</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="194"/>
        <source>Assistant</source>
        <translation>Асистент</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="222"/>
        <source>Sources</source>
        <translation>Джерела</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="353"/>
        <source>This reply failed; the details come after the vote</source>
        <translation>Ця відповідь завершилася помилкою; подробиці — після голосування</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="396"/>
        <source>Copied</source>
        <translation>Скопійовано</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_widget.py" line="396"/>
        <source>Copy</source>
        <translation>Копіювати</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/audio_label.py" line="23"/>
        <source>Audio clip {0}, {1}</source>
        <translation>Аудіокліп {0}, {1}</translation>
    </message>
</context>
<context>
    <name>ModelPopup</name>
    <message>
        <location filename="../../ui/common/model_search.py" line="64"/>
        <source>Search models</source>
        <translation>Пошук моделей</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="65"/>
        <source>Search models…</source>
        <translation>Пошук моделей…</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="69"/>
        <source>Models</source>
        <translation>Моделі</translation>
    </message>
</context>
<context>
    <name>ModelSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="152"/>
        <location filename="../../ui/inspector/sections.py" line="188"/>
        <location filename="../../ui/inspector/sections.py" line="190"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="157"/>
        <source>Which endpoint this conversation talks to</source>
        <translation>З якою кінцевою точкою працює ця розмова</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="171"/>
        <source>Favourite model</source>
        <translation>Улюблена модель</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="173"/>
        <source>Favourite models are listed first</source>
        <translation>Улюблені моделі показуються першими</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="187"/>
        <source>Endpoint</source>
        <translation>Кінцева точка</translation>
    </message>
</context>
<context>
    <name>ModelsPresenter</name>
    <message>
        <location filename="../../ui/inspector/models.py" line="190"/>
        <source>Could not load the model list: {0}</source>
        <translation>Не вдалося завантажити список моделей: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="207"/>
        <source>Balance: unlimited</source>
        <translation>Баланс: необмежений</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="209"/>
        <source>Balance: ${0:,.2f}</source>
        <translation>Баланс: ${0:,.2f}</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="234"/>
        <source>Save preset</source>
        <translation>Зберегти набір</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="234"/>
        <source>Preset name:</source>
        <translation>Назва набору:</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="241"/>
        <source>Saved preset “{0}”.</source>
        <translation>Набір «{0}» збережено.</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="250"/>
        <source>Applied preset “{0}”.</source>
        <translation>Застосовано набір «{0}».</translation>
    </message>
</context>
<context>
    <name>ModelsTab</name>
    <message>
        <location filename="../../ui/settings/preferences.py" line="95"/>
        <source>Automatic: a small, cheap model the endpoint serves</source>
        <translation>Автоматично: невелика дешева модель, яку надає кінцева точка</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="121"/>
        <source>Ask again about {0}</source>
        <translation>Знову питати про {0}</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="125"/>
        <source>Forget “Don&apos;t ask again” for these models</source>
        <translation>Забути «Більше не питати» для цих моделей</translation>
    </message>
</context>
<context>
    <name>OutputSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="280"/>
        <source>Output</source>
        <translation>Вивід</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="281"/>
        <source>Show probabilities</source>
        <translation>Показувати ймовірності</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="284"/>
        <source>Ask for each token&apos;s probability and its 5 likeliest alternatives; a reply&apos;s More actions then shows them</source>
        <translation>Запитувати ймовірність кожного токена та 5 найімовірніших альтернатив; їх можна переглянути в меню «Інші дії» відповіді</translation>
    </message>
</context>
<context>
    <name>ParamInputs</name>
    <message>
        <location filename="../../param_specs.py" line="125"/>
        <source>{0} must be a number from {1} to {2}.</source>
        <translation>{0} має бути числом від {1} до {2}.</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="136"/>
        <source>{0} must be a whole number of at least {1}.</source>
        <translation>{0} має бути цілим числом, не меншим за {1}.</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="138"/>
        <source>{0} must be a whole number from {1} to {2}.</source>
        <translation>{0} має бути цілим числом від {1} до {2}.</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="134"/>
        <source>{0} must be a whole number.</source>
        <translation>{0} має бути цілим числом.</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="145"/>
        <source>{0} must be one of: {1}.</source>
        <translation>{0} має бути одним із: {1}.</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="151"/>
        <source>Stop sequences must be text.</source>
        <translation>Послідовності зупинки мають бути текстом.</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="154"/>
        <source>At most {0} stop sequences; there are {1}.</source>
        <translation>Стоп-послідовностей може бути щонайбільше {0}; зараз — {1}.</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="172"/>
        <source>The response format must be {&quot;type&quot;: &quot;json_object&quot;} or {&quot;type&quot;: &quot;json_schema&quot;, &quot;json_schema&quot;: {&quot;name&quot;: …, &quot;schema&quot;: {…}}}.</source>
        <translation>Формат відповіді має бути {&quot;type&quot;: &quot;json_object&quot;} або {&quot;type&quot;: &quot;json_schema&quot;, &quot;json_schema&quot;: {&quot;name&quot;: …, &quot;schema&quot;: {…}}}.</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="52"/>
        <source>{0} is not valid JSON: {1}</source>
        <translation>{0} не є коректним JSON: {1}</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="60"/>
        <source>The extra body</source>
        <translation>Додаткове тіло запиту</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="64"/>
        <source>The extra body must be a JSON object { … }.</source>
        <translation>Додаткове тіло запиту має бути об&apos;єктом JSON { … }.</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="75"/>
        <source>The JSON schema</source>
        <translation>Схема JSON</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="79"/>
        <source>The JSON schema must be a JSON object { … }.</source>
        <translation>Схема JSON має бути об&apos;єктом JSON { … }.</translation>
    </message>
    <message>
        <location filename="../../services/param_inputs.py" line="88"/>
        <source>The JSON schema is not a valid schema: {0}</source>
        <translation>Схема JSON некоректна: {0}</translation>
    </message>
</context>
<context>
    <name>ParamSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="255"/>
        <source>JSON schema</source>
        <translation>Схема JSON</translation>
    </message>
</context>
<context>
    <name>ParamSupport</name>
    <message>
        <location filename="../../api/param_support.py" line="23"/>
        <source>{0} does not return token probabilities.</source>
        <translation>{0} не повертає ймовірностей токенів.</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="332"/>
        <source>Only o-series and GPT-5.1+ models take a reasoning effort.</source>
        <translation>Зусилля міркування підтримують лише моделі серії o та GPT-5.1+.</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="349"/>
        <source>Only GPT-5 models take a verbosity.</source>
        <translation>Докладність підтримують лише моделі GPT-5.</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="30"/>
        <source>{0} returns one answer per request.</source>
        <translation>{0} повертає одну відповідь на запит.</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="34"/>
        <source>The Responses API does not take this parameter.</source>
        <translation>Responses API не приймає цей параметр.</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="37"/>
        <source>Web search runs on the Responses API: choose it under API.</source>
        <translation>Вебпошук працює через Responses API: виберіть його в полі «API».</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="40"/>
        <source>The code interpreter runs on the Responses API: choose it under API.</source>
        <translation>Інтерпретатор коду працює через Responses API: виберіть його в полі «API».</translation>
    </message>
    <message>
        <location filename="../../api/param_support.py" line="43"/>
        <source>Only the Responses API runs replies in the background.</source>
        <translation>Готувати відповіді у фоні вміє лише Responses API.</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="35"/>
        <source>{0} not sent (the Responses API does not accept it)</source>
        <translation>{0} не надіслано (Responses API його не приймає)</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="310"/>
        <source>n not sent (the Responses API gives one answer)</source>
        <translation>n не надіслано (Responses API дає одну відповідь)</translation>
    </message>
    <message>
        <location filename="../../services/chat_session.py" line="47"/>
        <source>n not sent (a reply that uses tools gives one answer)</source>
        <translation>n не надіслано (відповідь з інструментами дає одну відповідь)</translation>
    </message>
</context>
<context>
    <name>ParameterPanel</name>
    <message>
        <location filename="../../ui/inspector/panel.py" line="120"/>
        <location filename="../../ui/inspector/panel.py" line="175"/>
        <source>Parameters</source>
        <translation>Параметри</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="125"/>
        <location filename="../../ui/inspector/panel.py" line="126"/>
        <source>Presets</source>
        <translation>Набори</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="127"/>
        <source>Named sets of model, parameters and system prompt</source>
        <translation>Іменовані набори моделі, параметрів і системного запиту</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="263"/>
        <source>No models loaded: check the key in Settings, or type one</source>
        <translation>Моделі не завантажено: перевірте ключ у налаштуваннях або введіть назву</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="28"/>
        <source>vision</source>
        <translation>зір</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="29"/>
        <source>reasoning</source>
        <translation>міркування</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="30"/>
        <source>tools</source>
        <translation>інструменти</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="35"/>
        <source>{0}k context</source>
        <translation>контекст {0}k</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="39"/>
        <source>${0:g} / ${1:g} per 1M</source>
        <translation>${0:g} / ${1:g} за 1 млн</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="44"/>
        <source>${0:g} per image</source>
        <translation>${0:g} за зображення</translation>
    </message>
    <message>
        <location filename="../../ui/common/model_search.py" line="46"/>
        <source>${0:g} per request</source>
        <translation>${0:g} за запит</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="454"/>
        <source>Save current settings as preset…</source>
        <translation>Зберегти поточні налаштування як набір…</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="457"/>
        <source>Default for new chats</source>
        <translation>Типовий для нових чатів</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="459"/>
        <source>None</source>
        <translation>Немає</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="463"/>
        <source>Delete preset</source>
        <translation>Видалити набір</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/panel.py" line="472"/>
        <source>Adjusted for this model:</source>
        <translation>Підлаштовано під цю модель:</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="133"/>
        <location filename="../../ui/inspector/panel.py" line="290"/>
        <source>“{0}” is not served by this endpoint: a message sent with it would fail.</source>
        <translation>Ця кінцева точка не надає «{0}»: повідомлення, надіслане з цією моделлю, завершиться помилкою.</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/models.py" line="137"/>
        <location filename="../../ui/inspector/panel.py" line="293"/>
        <source>Use {0} instead</source>
        <translation>Натомість використати {0}</translation>
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
        <translation>Вище — різноманітніші відповіді, нижче — зосередженіші</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="219"/>
        <source>Top P</source>
        <translation>Top P</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="222"/>
        <source>Pick only among the likeliest tokens that together make up this share</source>
        <translation>Вибирати лише з найімовірніших токенів, що разом становлять цю частку</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="235"/>
        <source>Presence penalty</source>
        <translation>Штраф за присутність</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="238"/>
        <source>Above zero, the model moves on to new topics more readily</source>
        <translation>Понад нуль модель охочіше переходить до нових тем</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="250"/>
        <source>Frequency penalty</source>
        <translation>Штраф за частоту</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="253"/>
        <source>Above zero, the model repeats the same words less</source>
        <translation>Понад нуль модель рідше повторює ті самі слова</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="265"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="268"/>
        <source>The same seed with the same parameters tends to give the same reply</source>
        <translation>Те саме зерно з тими самими параметрами зазвичай дає ту саму відповідь</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="280"/>
        <source>Stop sequences</source>
        <translation>Стоп-послідовності</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="283"/>
        <source>The reply ends where the model would write one of these</source>
        <translation>Відповідь закінчується там, де модель написала б одне з цього</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="285"/>
        <source>One per line, up to 4</source>
        <translation>По одній на рядок, до 4</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="293"/>
        <source>Max tokens</source>
        <translation>Макс. токенів</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="296"/>
        <source>The longest the reply may be, in tokens</source>
        <translation>Найбільша довжина відповіді, у токенах</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="306"/>
        <source>Answers (n)</source>
        <translation>Кількість відповідей (n)</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="314"/>
        <source>How many answers one request asks for</source>
        <translation>Скільки відповідей просить один запит</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="324"/>
        <source>Reasoning effort</source>
        <translation>Зусилля міркування</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="327"/>
        <source>How long a reasoning model thinks before it answers</source>
        <translation>Як довго модель міркування думає, перш ніж відповісти</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="341"/>
        <source>Verbosity</source>
        <translation>Докладність</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="344"/>
        <source>How long and detailed the answer is</source>
        <translation>Наскільки довга й докладна відповідь</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="356"/>
        <source>Response format</source>
        <translation>Формат відповіді</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="359"/>
        <source>Plain text, any JSON object, or JSON that fits a schema</source>
        <translation>Звичайний текст, будь-який об’єкт JSON або JSON за схемою</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="362"/>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="363"/>
        <source>JSON object</source>
        <translation>Об&apos;єкт JSON</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="364"/>
        <source>JSON schema</source>
        <translation>Схема JSON</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="372"/>
        <source>Service tier</source>
        <translation>Рівень обслуговування</translation>
    </message>
    <message>
        <location filename="../../param_specs.py" line="375"/>
        <source>Flex costs less and may take longer; priority answers sooner for more</source>
        <translation>Flex дешевший, але може тривати довше; Priority відповідає швидше, але дорожче</translation>
    </message>
</context>
<context>
    <name>PassageView</name>
    <message>
        <location filename="../../ui/knowledge/passage_view.py" line="41"/>
        <source>Sheet {0} of {1}</source>
        <translation>Аркуш {0} з {1}</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/passage_view.py" line="43"/>
        <source>Slide {0} of {1}</source>
        <translation>Слайд {0} з {1}</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/passage_view.py" line="44"/>
        <source>Page {0} of {1}</source>
        <translation>Сторінка {0} з {1}</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/passage_view.py" line="55"/>
        <source>{0} could not be read again ({1}); this is the passage as it was sent.</source>
        <translation>Не вдалося знову прочитати {0} ({1}); ось фрагмент у тому вигляді, як його надіслано.</translation>
    </message>
    <message>
        <location filename="../../ui/knowledge/passage_view.py" line="65"/>
        <source>The passage in its document</source>
        <translation>Фрагмент у своєму документі</translation>
    </message>
</context>
<context>
    <name>Passphrase</name>
    <message>
        <location filename="../../sync/passphrase.py" line="63"/>
        <source>This passphrase is strong.</source>
        <translation>Ця парольна фраза надійна.</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="64"/>
        <source>This passphrase is too easy to guess: {0}.</source>
        <translation>Цю парольну фразу надто легко вгадати: {0}.</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="77"/>
        <location filename="../../sync/passphrase.py" line="80"/>
        <source>it is one of the most common passwords</source>
        <translation>це один із найпоширеніших паролів</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="83"/>
        <source>it is a common password</source>
        <translation>це поширений пароль</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="84"/>
        <source>it is close to a common password</source>
        <translation>вона схожа на поширений пароль</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="87"/>
        <source>it is a single word</source>
        <translation>це одне слово</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="88"/>
        <source>it is a name by itself</source>
        <translation>це саме лише ім’я</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="91"/>
        <source>it is built on a common name</source>
        <translation>вона побудована на поширеному імені</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="94"/>
        <source>it is a row of keys on the keyboard</source>
        <translation>це ряд клавіш на клавіатурі</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="97"/>
        <source>it is a short keyboard pattern</source>
        <translation>це короткий візерунок на клавіатурі</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="100"/>
        <source>it repeats one character</source>
        <translation>вона повторює один символ</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="103"/>
        <source>it repeats the same few characters</source>
        <translation>вона повторює ті самі кілька символів</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="106"/>
        <source>it is a sequence such as abc or 6543</source>
        <translation>це послідовність на кшталт abc чи 6543</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="109"/>
        <source>it leans on a recent year</source>
        <translation>вона спирається на недавній рік</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="110"/>
        <source>it leans on a date</source>
        <translation>вона спирається на дату</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="112"/>
        <source>it contains the storage&apos;s name or your user name</source>
        <translation>вона містить назву сховища або ваше ім’я користувача</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="113"/>
        <source>it contains this app&apos;s name</source>
        <translation>вона містить назву цього застосунку</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="114"/>
        <source>someone with a copy of the storage could find it by trying common words</source>
        <translation>той, хто має копію сховища, може знайти її, перебираючи поширені слова</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="117"/>
        <source>it is empty</source>
        <translation>вона порожня</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="118"/>
        <source>Add another word or two; a few uncommon words are easy to remember and hard to guess.</source>
        <translation>Додайте ще слово чи два: кілька нечастих слів легко запам’ятати й важко вгадати.</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="126"/>
        <source>Swapping letters for look-alike symbols (@ for a) hardly helps: add another word or two instead.</source>
        <translation>Заміна літер на схожі символи (@ замість a) майже не допомагає: краще додайте ще слово чи два.</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="134"/>
        <location filename="../../sync/passphrase.py" line="140"/>
        <source>Capital letters hardly help: add another word or two instead.</source>
        <translation>Великі літери майже не допомагають: краще додайте ще слово чи два.</translation>
    </message>
    <message>
        <location filename="../../sync/passphrase.py" line="146"/>
        <source>Spelling words backwards hardly helps: add another word or two instead.</source>
        <translation>Слова, написані навпаки, майже не допомагають: краще додайте ще слово чи два.</translation>
    </message>
</context>
<context>
    <name>PriceDialog</name>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="47"/>
        <source>An expensive model</source>
        <translation>Дорога модель</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="51"/>
        <source>{0} costs {1} per million output tokens and {2} per million input tokens: a reply of 1,000 tokens costs about {3}.</source>
        <translation>{0} коштує {1} за мільйон вихідних токенів і {2} за мільйон вхідних: відповідь на 1000 токенів коштує близько {3}.</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="61"/>
        <source>{0} costs {1} per million output tokens: a reply of 1,000 tokens costs about {2}.</source>
        <translation>{0} коштує {1} за мільйон вихідних токенів: відповідь на 1000 токенів коштує близько {2}.</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="64"/>
        <source>The models you usually use are free.</source>
        <translation>Моделі, якими ви зазвичай користуєтеся, безкоштовні.</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="67"/>
        <source>That is about {0} times the models you usually use ({1} per million output tokens).</source>
        <translation>Це приблизно в {0} разів більше, ніж у моделей, якими ви зазвичай користуєтеся ({1} за мільйон вихідних токенів).</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="72"/>
        <source>That is about {0} times a typical model ({1} per million output tokens).</source>
        <translation>Це приблизно в {0} разів більше, ніж у типової моделі ({1} за мільйон вихідних токенів).</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="74"/>
        <source>Send to {0}?</source>
        <translation>Надіслати до {0}?</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="77"/>
        <source>Don&apos;t ask again for this model</source>
        <translation>Більше не питати про цю модель</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="80"/>
        <source>Send to {0} from now on without asking (Settings → Models)</source>
        <translation>Надалі надсилати до {0} без запитань (Налаштування → Моделі)</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="84"/>
        <source>Send</source>
        <translation>Надіслати</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="87"/>
        <source>Send to {0}</source>
        <translation>Надіслати до {0}</translation>
    </message>
    <message>
        <location filename="../../ui/common/price_confirm.py" line="90"/>
        <source>Cancel: nothing is sent</source>
        <translation>Скасувати: нічого не буде надіслано</translation>
    </message>
</context>
<context>
    <name>PromptDialog</name>
    <message>
        <location filename="../../ui/prompts/prompt_dialog.py" line="27"/>
        <source>Title</source>
        <translation>Назва</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/prompt_dialog.py" line="30"/>
        <source>Prompt text</source>
        <translation>Текст запиту</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/prompt_dialog.py" line="33"/>
        <source>Write {{name}} where something changes each time you use it.</source>
        <translation>Пишіть {{name}} там, де щось змінюється з кожним використанням.</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/prompt_dialog.py" line="43"/>
        <source>&amp;Title:</source>
        <translation>&amp;Назва:</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/prompt_dialog.py" line="45"/>
        <source>T&amp;ext:</source>
        <translation>&amp;Текст:</translation>
    </message>
</context>
<context>
    <name>PromptFillForm</name>
    <message>
        <location filename="../../ui/prompts/fill_form.py" line="29"/>
        <source>Fill in the prompt “{0}”</source>
        <translation>Заповнити запит «{0}»</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/fill_form.py" line="31"/>
        <source>Fill in “{0}”</source>
        <translation>Заповніть «{0}»</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/fill_form.py" line="42"/>
        <source>The value of {{{0}}} in the prompt</source>
        <translation>Значення {{{0}}} у запиті</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/fill_form.py" line="50"/>
        <source>Insert</source>
        <translation>Вставити</translation>
    </message>
</context>
<context>
    <name>PromptManager</name>
    <message>
        <location filename="../../ui/prompts/manager.py" line="20"/>
        <source>Prompts</source>
        <translation>Запити</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="22"/>
        <source>Type / at the start of the message box to use one. {{name}} in a prompt is asked for when it is used.</source>
        <translation>Введіть / на початку поля введення, щоб використати запит. Значення {{name}} у запиті ви вкажете під час використання.</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="25"/>
        <source>Saved prompts</source>
        <translation>Збережені запити</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="26"/>
        <source>Add the prompts of an exported JSON file</source>
        <translation>Додати запити з експортованого файлу JSON</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/manager.py" line="27"/>
        <source>Save all prompts to a JSON file</source>
        <translation>Зберегти всі запити у файл JSON</translation>
    </message>
</context>
<context>
    <name>PromptPicker</name>
    <message>
        <location filename="../../ui/prompts/picker.py" line="73"/>
        <source>Prompt library</source>
        <translation>Бібліотека запитів</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="77"/>
        <location filename="../../ui/prompts/picker.py" line="81"/>
        <source>Prompts</source>
        <translation>Запити</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="83"/>
        <source>Type after the slash to search; Up and Down move, Enter uses the prompt</source>
        <translation>Друкуйте після скісної риски, щоб шукати; стрілки вгору й униз переміщують, Enter використовує запит</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="85"/>
        <source>No prompt matches. Tools ▸ Prompts… adds one.</source>
        <translation>Жоден запит не підходить. Додати запит можна в «Інструменти ▸ Запити…».</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="88"/>
        <source>↑↓ move · Enter uses · Esc closes</source>
        <translation>↑↓ — вибір · Enter — використати · Esc — закрити</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="170"/>
        <source>No prompt matches</source>
        <translation>Жоден запит не підходить</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/picker.py" line="170"/>
        <source>{0}, {1} of {2}</source>
        <translation>{0}, {1} з {2}</translation>
    </message>
</context>
<context>
    <name>PromptSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="384"/>
        <location filename="../../ui/inspector/sections.py" line="387"/>
        <source>System prompt</source>
        <translation>Системний запит</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="388"/>
        <source>Optional instructions for the model</source>
        <translation>Необов&apos;язкові вказівки для моделі</translation>
    </message>
</context>
<context>
    <name>PromptSetGridModel</name>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="144"/>
        <location filename="../../ui/promptsets/grid_model.py" line="160"/>
        <source>Tie</source>
        <translation>Нічия</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="146"/>
        <location filename="../../ui/promptsets/grid_model.py" line="160"/>
        <source>All bad</source>
        <translation>Усі погані</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="180"/>
        <source>Prompt {0}: {1}</source>
        <translation>Запит {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="198"/>
        <source>{0}, prompt {1}: {2}</source>
        <translation>{0}, запит {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="212"/>
        <source>Best for prompt {0}: {1}</source>
        <translation>Найкраща для запиту {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="213"/>
        <source>Best for prompt {0}: not voted; press 1 to {1}</source>
        <translation>Найкраща для запиту {0}: голосу ще немає; натисніть клавішу від 1 до {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="221"/>
        <source>Waiting</source>
        <translation>Очікує</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="223"/>
        <source>Answering…</source>
        <translation>Відповідає…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="226"/>
        <source>Error: {0}</source>
        <translation>Помилка: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="231"/>
        <source>{0} tokens</source>
        <translation>{0} токенів</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="237"/>
        <source>{0} s</source>
        <translation>{0} с</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="238"/>
        <source>Answered</source>
        <translation>Відповідь отримано</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="240"/>
        <source>★ Best · {0}</source>
        <translation>★ Найкраща · {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="272"/>
        <source>Prompt</source>
        <translation>Запит</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="274"/>
        <source>Best</source>
        <translation>Найкраща</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="277"/>
        <source>Blind: the model is told once a row is voted</source>
        <translation>Наосліп: модель стане відома, щойно за рядок проголосують</translation>
    </message>
</context>
<context>
    <name>PromptSetTable</name>
    <message>
        <location filename="../../ui/promptsets/table.py" line="167"/>
        <source>Corner</source>
        <translation>Кут таблиці</translation>
    </message>
</context>
<context>
    <name>PromptSetTotalsModel</name>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="313"/>
        <source>Totals ({0} of {1} answered)</source>
        <translation>Підсумки (відповідей: {0} з {1})</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="320"/>
        <source>{0} voted</source>
        <translation>проголосовано: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="332"/>
        <source>{0} tokens in, {1} out · {2} answered, {3} failed</source>
        <translation>{0} токенів на вході, {1} на виході · відповідей: {2}, невдалих: {3}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="339"/>
        <source>Totals of {0}: {1}</source>
        <translation>Підсумки {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="352"/>
        <source>{0} tokens</source>
        <translation>{0} токенів</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="355"/>
        <source>{0} s</source>
        <translation>{0} с</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/grid_model.py" line="357"/>
        <source>{0} failed</source>
        <translation>не вдалося: {0}</translation>
    </message>
</context>
<context>
    <name>PromptSets</name>
    <message>
        <location filename="../../services/prompt_sets_store.py" line="259"/>
        <source>{0} cannot be read ({1}).</source>
        <translation>Не вдається прочитати {0} ({1}).</translation>
    </message>
    <message>
        <location filename="../../services/prompt_sets_store.py" line="260"/>
        <source>{0} cannot be written ({1}).</source>
        <translation>Не вдається записати {0} ({1}).</translation>
    </message>
</context>
<context>
    <name>PromptSetsPresenter</name>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="172"/>
        <source>Column {0}: {1}</source>
        <translation>Стовпець {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="195"/>
        <source>1 prompt</source>
        <translation>1 запит</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="195"/>
        <source>{0} prompts</source>
        <translation>Запитів: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="197"/>
        <source>{0} from {1}</source>
        <translation>{0} (з {1})</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="212"/>
        <source>Type some prompts and add the models to ask.</source>
        <translation>Введіть кілька запитів і додайте моделі, яким їх надіслати.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="223"/>
        <source>{0} requests ({1} prompts × {2} columns)</source>
        <translation>Звернень: {0} (запитів: {1} × стовпців: {2})</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="226"/>
        <source>about {0} input tokens</source>
        <translation>близько {0} вхідних токенів</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="229"/>
        <source>about {0} before the replies</source>
        <translation>близько {0} без урахування відповідей</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="231"/>
        <source>the price of {0} is not known</source>
        <translation>ціна {0} невідома</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="248"/>
        <source>Type the prompts first, one per line, or load a file.</source>
        <translation>Спершу введіть запити, по одному в рядку, або завантажте файл.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="251"/>
        <source>Add a model to ask first.</source>
        <translation>Спершу додайте модель, якій надсилати запити.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="278"/>
        <source>Stopping: finishing the answers under way…</source>
        <translation>Зупинення: завершуються відповіді, що вже готуються…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="281"/>
        <source>There is no API key: add one in Settings, then press Resume.</source>
        <translation>Немає ключа API: додайте його в налаштуваннях, потім натисніть «Продовжити».</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="331"/>
        <source>Prompt set answered: {0} answers.</source>
        <translation>Набір запитів опрацьовано, відповідей: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="333"/>
        <source>Failed: {0}.</source>
        <translation>Не вдалося: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="373"/>
        <source>{0} of {1} answered</source>
        <translation>Відповідей: {0} з {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="375"/>
        <source>{0} failed</source>
        <translation>не вдалося: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="378"/>
        <source>Resume sends only the {0} without an answer</source>
        <translation>«Продовжити» надішле лише ті, що без відповіді ({0})</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="394"/>
        <source>{0} — prompt {1}</source>
        <translation>{0} — запит {1}</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="416"/>
        <source>This row&apos;s vote is stored already.</source>
        <translation>Голос за цей рядок уже збережено.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="419"/>
        <source>Vote once every column of the row has answered.</source>
        <translation>Голосуйте, коли відповідять усі стовпці рядка.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="440"/>
        <source>Vote stored: {0}.</source>
        <translation>Голос збережено: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="465"/>
        <source>Exported to {0}.</source>
        <translation>Експортовано до {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/presenter.py" line="474"/>
        <source>The grid is copied as a Markdown table.</source>
        <translation>Сітку скопійовано як таблицю Markdown.</translation>
    </message>
</context>
<context>
    <name>PromptSetsWindow</name>
    <message>
        <location filename="../../ui/promptsets/view.py" line="63"/>
        <location filename="../../ui/promptsets/view.py" line="64"/>
        <source>Prompt sets</source>
        <translation>Набори запитів</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="73"/>
        <source>One prompt per line, e.g.
Explain a hash map in two sentences.
What is 17 × 23?</source>
        <translation>Один запит на рядок, напр.
Поясни хеш-таблицю двома реченнями.
Скільки буде 17 × 23?</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="77"/>
        <source>&amp;Load file…</source>
        <translation>Завантажити з &amp;файлу…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="79"/>
        <source>A CSV with a prompt column, or JSON Lines with a prompt field</source>
        <translation>CSV зі стовпцем prompt або JSON Lines з полем prompt</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="97"/>
        <source>How many requests are sent at a time</source>
        <translation>Скільки звернень надсилається одночасно</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="98"/>
        <source>&amp;Blind</source>
        <translation>&amp;Наосліп</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="101"/>
        <source>Blind: hide the column models until a row is voted</source>
        <translation>Наосліп: приховати моделі стовпців, доки за рядок не проголосують</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="103"/>
        <source>Columns are named A, B, C… until you vote a row</source>
        <translation>Стовпці називаються A, B, C…, доки ви не проголосуєте за рядок</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="105"/>
        <source>&amp;Start</source>
        <translation>По&amp;чати</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="106"/>
        <source>Send every prompt to every column, as a new set</source>
        <translation>Надіслати кожен запит у кожен стовпець як новий набір</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="114"/>
        <source>Answers received</source>
        <translation>Отримані відповіді</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="115"/>
        <source>S&amp;top</source>
        <translation>З&amp;упинити</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="117"/>
        <source>Send no more; the answers under way finish and are kept</source>
        <translation>Більше не надсилати; відповіді, що вже готуються, завершаться й збережуться</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="119"/>
        <source>Res&amp;ume</source>
        <translation>&amp;Продовжити</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="120"/>
        <source>Send only the cells that have no answer yet</source>
        <translation>Надіслати лише клітинки, які ще не мають відповіді</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="126"/>
        <source>Answers: a row per prompt, a column per model</source>
        <translation>Відповіді: рядок на запит, стовпець на модель</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="129"/>
        <source>Enter or a double click opens an answer; the keys 1 to 9 vote the row&apos;s best column.</source>
        <translation>Enter або подвійне клацання відкриває відповідь; клавіші від 1 до 9 віддають голос за найкращий стовпець рядка.</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="136"/>
        <source>Totals per column</source>
        <translation>Підсумки за стовпцями</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="140"/>
        <source>Enter opens an answer · 1–9 votes the row&apos;s best column · F2 lists the choices</source>
        <translation>Enter — відкрити відповідь · 1–9 — голос за найкращий стовпець рядка · F2 — список варіантів</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="146"/>
        <source>Copy as &amp;Markdown</source>
        <translation>Копіювати як &amp;Markdown</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="147"/>
        <source>Copy the grid as a Markdown table</source>
        <translation>Копіювати сітку як таблицю Markdown</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="148"/>
        <source>&amp;Export…</source>
        <translation>&amp;Експорт…</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="149"/>
        <source>Save as JSON Lines (the batch records) or CSV</source>
        <translation>Зберегти як JSON Lines (записи пакета) або CSV</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="172"/>
        <source>&amp;Prompts, one per line:</source>
        <translation>&amp;Запити, по одному в рядку:</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="173"/>
        <source>Columns:</source>
        <translation>Стовпці:</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="189"/>
        <source>Re&amp;quests at a time:</source>
        <translation>&amp;Одночасних звернень:</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="212"/>
        <source>Load prompts</source>
        <translation>Завантажити запити</translation>
    </message>
    <message>
        <location filename="../../ui/promptsets/view.py" line="214"/>
        <source>Prompts (*.csv *.jsonl);;All files (*)</source>
        <translation>Запити (*.csv *.jsonl);;Усі файли (*)</translation>
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
        <translation>Експортувати набір запитів</translation>
    </message>
</context>
<context>
    <name>PromptsPresenter</name>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="180"/>
        <source>Save as prompt</source>
        <translation>Зберегти як запит</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="195"/>
        <source>Saved the prompt “{0}”.</source>
        <translation>Запит «{0}» збережено.</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="224"/>
        <source>New prompt</source>
        <translation>Новий запит</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="227"/>
        <source>Edit prompt</source>
        <translation>Редагувати запит</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="239"/>
        <source>Deleted the prompt “{0}”.</source>
        <translation>Запит «{0}» видалено.</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="244"/>
        <source>Import prompts</source>
        <translation>Імпортувати запити</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="246"/>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="258"/>
        <source>Could not import prompts: {0}</source>
        <translation>Не вдалося імпортувати запити: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="263"/>
        <source>Imported {0} prompts.</source>
        <translation>Імпортовано запитів: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="269"/>
        <source>Export prompts</source>
        <translation>Експортувати запити</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="271"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="282"/>
        <source>Could not export prompts: {0}</source>
        <translation>Не вдалося експортувати запити: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/prompts/presenter.py" line="285"/>
        <source>Exported {0} prompts.</source>
        <translation>Експортовано запитів: {0}.</translation>
    </message>
</context>
<context>
    <name>ProviderMark</name>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="98"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
</context>
<context>
    <name>QuestionBubble</name>
    <message>
        <location filename="../../ui/transcript/question_bubble.py" line="61"/>
        <source>{0} pages</source>
        <translation>Сторінок: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/question_bubble.py" line="62"/>
        <source>as page images</source>
        <translation>як зображення сторінок</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/question_bubble.py" line="62"/>
        <source>as the file</source>
        <translation>як файл</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/question_bubble.py" line="69"/>
        <source>Document {0}: show its text</source>
        <translation>Документ {0}: показати текст</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/question_bubble.py" line="70"/>
        <source>Show the text that was sent</source>
        <translation>Показати надісланий текст</translation>
    </message>
</context>
<context>
    <name>QuickPresenter</name>
    <message>
        <location filename="../../ui/quick/presenter.py" line="171"/>
        <source>No model chosen</source>
        <translation>Модель не вибрано</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="205"/>
        <source>The clipboard no longer holds an image.</source>
        <translation>У буфері обміну вже немає зображення.</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="207"/>
        <source>copied image</source>
        <translation>скопійоване зображення</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="262"/>
        <source>The image is still being prepared; ask in a moment.</source>
        <translation>Зображення ще готується; запитайте за мить.</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="266"/>
        <source>Choose a model in Comet Desk first.</source>
        <translation>Спочатку виберіть модель у Comet Desk.</translation>
    </message>
    <message>
        <location filename="../../ui/quick/presenter.py" line="269"/>
        <source>Add your API key in Comet Desk&apos;s settings first.</source>
        <translation>Спочатку додайте API-ключ у налаштуваннях Comet Desk.</translation>
    </message>
</context>
<context>
    <name>QuickWindow</name>
    <message>
        <location filename="../../ui/quick/window.py" line="73"/>
        <location filename="../../ui/quick/window.py" line="74"/>
        <source>Quick ask</source>
        <translation>Швидке запитання</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="88"/>
        <source>Ask anything…</source>
        <translation>Питайте що завгодно…</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="89"/>
        <source>Question</source>
        <translation>Запитання</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="94"/>
        <source>Capture a region of the screen</source>
        <translation>Захопити ділянку екрана</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="102"/>
        <source>Dictate: speak, then stop to have it written here (Ctrl+Shift+V)</source>
        <translation>Диктування: говоріть, а потім зупиніть, щоб текст з&apos;явився тут (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="107"/>
        <source>Dictate</source>
        <translation>Диктувати</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="116"/>
        <source>Ask (Enter)</source>
        <translation>Запитати (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="118"/>
        <source>Ask</source>
        <translation>Запитати</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="123"/>
        <source>Stop the answer</source>
        <translation>Зупинити відповідь</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="125"/>
        <source>Stop</source>
        <translation>Зупинити</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="139"/>
        <location filename="../../ui/quick/window.py" line="141"/>
        <source>Attach the copied image</source>
        <translation>Додати скопійоване зображення</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="159"/>
        <source>Esc hides this window</source>
        <translation>Esc ховає це вікно</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="161"/>
        <source>New question</source>
        <translation>Нове запитання</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="165"/>
        <source>Open in Comet Desk</source>
        <translation>Відкрити в Comet Desk</translation>
    </message>
    <message>
        <location filename="../../ui/quick/window.py" line="206"/>
        <source>The model chosen in Comet Desk</source>
        <translation>Модель, вибрана в Comet Desk</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <location filename="../../ui/voice/read_aloud.py" line="68"/>
        <source>Reading the reply aloud… (Esc stops)</source>
        <translation>Відповідь читається вголос… (Esc — зупинити)</translation>
    </message>
    <message>
        <location filename="../../ui/voice/read_aloud.py" line="73"/>
        <source>Not read aloud: {0}</source>
        <translation>Не вдалося прочитати вголос: {0}</translation>
    </message>
</context>
<context>
    <name>RecordingBar</name>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="28"/>
        <source>Microphone level</source>
        <translation>Рівень мікрофона</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="35"/>
        <source>Recorded time</source>
        <translation>Тривалість запису</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="36"/>
        <location filename="../../ui/voice/recording_bar.py" line="64"/>
        <source>Stop and transcribe</source>
        <translation>Зупинити й розпізнати</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="38"/>
        <location filename="../../ui/voice/recording_bar.py" line="65"/>
        <source>Stop dictating and transcribe</source>
        <translation>Зупинити диктування й розпізнати</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="39"/>
        <source>Stop and write what was said (Ctrl+Shift+V)</source>
        <translation>Зупинити й записати сказане (Ctrl+Shift+V)</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="40"/>
        <location filename="../../ui/voice/recording_bar.py" line="66"/>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="42"/>
        <location filename="../../ui/voice/recording_bar.py" line="67"/>
        <source>Cancel dictation</source>
        <translation>Скасувати диктування</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="43"/>
        <source>Throw the recording away (Esc)</source>
        <translation>Викинути запис (Esc)</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="58"/>
        <source>Opening the microphone…</source>
        <translation>Відкриття мікрофона…</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="62"/>
        <source>● Recording</source>
        <translation>● Запис</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="71"/>
        <source>Transcribing…</source>
        <translation>Розпізнавання…</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="77"/>
        <source>Not transcribed.</source>
        <translation>Не розпізнано.</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="80"/>
        <source>Try again</source>
        <translation>Спробувати ще раз</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="81"/>
        <source>Transcribe the recording again</source>
        <translation>Розпізнати запис ще раз</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="84"/>
        <source>Discard</source>
        <translation>Відкинути</translation>
    </message>
    <message>
        <location filename="../../ui/voice/recording_bar.py" line="85"/>
        <source>Discard the recording</source>
        <translation>Відкинути запис</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <location filename="../../storage/recovery.py" line="76"/>
        <source>The search index of your history was damaged and has been rebuilt; nothing was lost. A copy of the damaged file was kept as {0}.</source>
        <translation>Пошуковий індекс історії було пошкоджено, його перебудовано; нічого не втрачено. Копію пошкодженого файлу збережено як {0}.</translation>
    </message>
    <message>
        <location filename="../../storage/recovery.py" line="82"/>
        <source>Your history database was damaged. Recovered {0} of {1} conversations and {2} of {3} messages into a new database; the damaged file was kept as {4}.</source>
        <translation>Базу історії було пошкоджено. У нову базу відновлено розмови: {0} з {1}, повідомлення: {2} з {3}; пошкоджений файл збережено як {4}.</translation>
    </message>
    <message>
        <location filename="../../storage/recovery.py" line="295"/>
        <source>Recovered conversation {0}</source>
        <translation>Відновлена розмова {0}</translation>
    </message>
</context>
<context>
    <name>RemoteMcp</name>
    <message>
        <location filename="../../services/remote_mcp.py" line="35"/>
        <source>A tool of the remote server {0}: the API calls it for the model.</source>
        <translation>Інструмент віддаленого сервера {0}: API викликає його від імені моделі.</translation>
    </message>
</context>
<context>
    <name>ReplyRound</name>
    <message>
        <location filename="../../ui/compare/reply_round.py" line="59"/>
        <location filename="../../ui/compare/reply_round.py" line="85"/>
        <source>Waiting for the first token…</source>
        <translation>Очікування першого токена…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/reply_round.py" line="94"/>
        <source>Answering…</source>
        <translation>Відповідає…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/reply_round.py" line="131"/>
        <source>This reply failed; the details come after the vote.</source>
        <translation>Ця відповідь завершилася помилкою; подробиці — після голосування.</translation>
    </message>
</context>
<context>
    <name>ReplyStream</name>
    <message>
        <location filename="../../ui/transcript/reply_stream.py" line="179"/>
        <source>first token {0} s</source>
        <translation>перший токен за {0} с</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_stream.py" line="182"/>
        <source>{0} tokens/s</source>
        <translation>{0} токенів/с</translation>
    </message>
</context>
<context>
    <name>ResponsesJobs</name>
    <message>
        <location filename="../../api/responses_polling.py" line="68"/>
        <source>The server may have started this reply but never confirmed it, so its state is unknown; Retry asks again, which may run and bill it a second time.</source>
        <translation>Сервер міг розпочати цю відповідь, але так і не підтвердив цього, тож її стан невідомий; «Повторити» надішле запит знову, і його може бути виконано й оплачено вдруге.</translation>
    </message>
    <message>
        <location filename="../../api/responses_polling.py" line="87"/>
        <source>The server no longer has this reply (it expired or was deleted there), so its answer cannot be fetched.</source>
        <translation>Сервер більше не має цієї відповіді (термін минув або її там видалено), тож отримати її не можна.</translation>
    </message>
</context>
<context>
    <name>RetryCountdown</name>
    <message>
        <location filename="../../ui/common/status_bus.py" line="112"/>
        <source>{0}. Trying again in {1} s — Esc cancels.</source>
        <translation>{0}. Повторна спроба через {1} с — Esc скасовує.</translation>
    </message>
</context>
<context>
    <name>SamplingSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="272"/>
        <source>Sampling</source>
        <translation>Семплінг</translation>
    </message>
</context>
<context>
    <name>SavedSetups</name>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="89"/>
        <source>Save setup</source>
        <translation>Зберегти конфігурацію</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="90"/>
        <source>Name of this setup (its columns&apos; models and parameters):</source>
        <translation>Назва цієї конфігурації (моделі й параметри стовпців):</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="97"/>
        <source>Rename setup</source>
        <translation>Перейменувати конфігурацію</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="98"/>
        <source>New name for “{0}”:</source>
        <translation>Нова назва для «{0}»:</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="106"/>
        <source>Saved the setup “{0}”.</source>
        <translation>Конфігурацію «{0}» збережено.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="111"/>
        <source>Renamed the setup to “{0}”.</source>
        <translation>Конфігурацію перейменовано на «{0}».</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="116"/>
        <source>Deleted the setup “{0}”.</source>
        <translation>Конфігурацію «{0}» видалено.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="124"/>
        <source>Stop the replies before choosing a setup.</source>
        <translation>Зупиніть відповіді, перш ніж вибрати конфігурацію.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/saved_setups.py" line="129"/>
        <source>Columns from the setup “{0}”.</source>
        <translation>Стовпці з конфігурації «{0}».</translation>
    </message>
</context>
<context>
    <name>Section</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="113"/>
        <location filename="../../ui/inspector/sections.py" line="124"/>
        <location filename="../../ui/inspector/sections.py" line="227"/>
        <source>Default</source>
        <translation>Типово</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ui/settings/first_run.py" line="80"/>
        <source>Welcome to Comet Desk</source>
        <translation>Ласкаво просимо до Comet Desk</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="100"/>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="106"/>
        <source>Settings sections</source>
        <translation>Розділи налаштувань</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="122"/>
        <source>Account</source>
        <translation>Обліковий запис</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="123"/>
        <source>Endpoints</source>
        <translation>Кінцеві точки</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="124"/>
        <source>General</source>
        <translation>Загальні</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="125"/>
        <source>Models</source>
        <translation>Моделі</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="126"/>
        <source>Network</source>
        <translation>Мережа</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="296"/>
        <location filename="../../ui/settings/dialog.py" line="127"/>
        <source>Voice</source>
        <translation>Голос</translation>
    </message>
    <message>
        <location filename="../../ui/settings/dialog.py" line="140"/>
        <source>Save settings</source>
        <translation>Зберегти налаштування</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="41"/>
        <source>Comet Desk talks to CometAPI or any OpenAI-compatible endpoint. Paste your API key below; you can create one in the &lt;a href=&quot;{url}&quot;&gt;CometAPI console&lt;/a&gt;.</source>
        <translation>Comet Desk працює з CometAPI або будь-якою OpenAI-сумісною кінцевою точкою. Вставте API-ключ нижче; створити його можна в &lt;a href=&quot;{url}&quot;&gt;консолі CometAPI&lt;/a&gt;.</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="49"/>
        <location filename="../../ui/settings/first_run.py" line="162"/>
        <source>API base URL</source>
        <translation>Базова URL-адреса API</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="53"/>
        <location filename="../../ui/settings/first_run.py" line="170"/>
        <source>Set by COMETDESK_BASE_URL for this run; not saved.</source>
        <translation>Задано COMETDESK_BASE_URL для цього запуску; не зберігається.</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="57"/>
        <location filename="../../ui/settings/account.py" line="90"/>
        <location filename="../../ui/settings/endpoints.py" line="111"/>
        <location filename="../../ui/settings/first_run.py" line="112"/>
        <location filename="../../ui/settings/first_run.py" line="116"/>
        <source>API key</source>
        <translation>API-ключ</translation>
    </message>
    <message>
        <location filename="../../ui/settings/account.py" line="60"/>
        <source>Stored in {where}; type to replace</source>
        <translation>Збережено в {where}; введіть, щоб замінити</translation>
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
        <translation>Забути збережений ключ</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="76"/>
        <location filename="../../ui/settings/endpoints.py" line="110"/>
        <source>Base URL</source>
        <translation>Базова URL-адреса</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="48"/>
        <source>Other OpenAI-compatible endpoints: a local server, another gateway. Each has its own key in the system keyring and can be chosen per conversation.</source>
        <translation>Інші OpenAI-сумісні кінцеві точки: локальний сервер, інший шлюз. Кожна має власний ключ у системному сховищі ключів і вибирається для кожної розмови.</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="99"/>
        <source>Endpoint profiles</source>
        <translation>Профілі кінцевих точок</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="74"/>
        <location filename="../../ui/settings/endpoints.py" line="76"/>
        <source>Add endpoint</source>
        <translation>Додати кінцеву точку</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="77"/>
        <source>Remove</source>
        <translation>Прибрати</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="79"/>
        <source>Remove endpoint</source>
        <translation>Прибрати кінцеву точку</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="82"/>
        <source>Endpoint name</source>
        <translation>Назва кінцевої точки</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="85"/>
        <source>Endpoint base URL</source>
        <translation>Базова URL-адреса кінцевої точки</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="89"/>
        <source>Endpoint API key</source>
        <translation>API-ключ кінцевої точки</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="109"/>
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="109"/>
        <source>Send with</source>
        <translation>Надсилати клавішами</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="111"/>
        <source>Enter (Shift+Enter: new line)</source>
        <translation>Enter (Shift+Enter: новий рядок)</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="113"/>
        <source>Ctrl+Enter (Enter: new line)</source>
        <translation>Ctrl+Enter (Enter: новий рядок)</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="121"/>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="123"/>
        <source>Follow the system</source>
        <translation>Як у системі</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="124"/>
        <source>Light</source>
        <translation>Світла</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="125"/>
        <source>Dark</source>
        <translation>Темна</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="132"/>
        <source>Language</source>
        <translation>Мова</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="169"/>
        <source>Use desktop-wide shortcuts</source>
        <translation>Використовувати комбінації клавіш для всієї стільниці</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="170"/>
        <source>The desktop asks you to confirm the keys, and lets you change them in its own settings.</source>
        <translation>Стільниця попросить підтвердити клавіші й дозволить змінити їх у власних налаштуваннях.</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="193"/>
        <source>Give new chats a short title (asks a small, cheap model after the first reply)</source>
        <translation>Давати новим чатам коротку назву (після першої відповіді запитує невелику дешеву модель)</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="282"/>
        <source>Transcription model</source>
        <translation>Модель розпізнавання мовлення</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="289"/>
        <source>Speech model</source>
        <translation>Модель синтезу мовлення</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="55"/>
        <source>System language</source>
        <translation>Мова системи</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="134"/>
        <source>A new language applies after a restart.</source>
        <translation>Нова мова застосується після перезапуску.</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="140"/>
        <source>Text size</source>
        <translation>Розмір тексту</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="143"/>
        <source>Default</source>
        <translation>Типово</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="142"/>
        <source> pt</source>
        <translation> пт</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="149"/>
        <source>Show token counts under replies</source>
        <translation>Показувати кількість токенів під відповідями</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="157"/>
        <source>Send an anonymous safety identifier</source>
        <translation>Надсилати анонімний ідентифікатор безпеки</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="158"/>
        <source>A hash of a random id of this data folder (never your name or key), so the provider can tell abuse from one person apart from everyone else&apos;s.</source>
        <translation>Хеш випадкового ідентифікатора цієї папки даних (ніколи не ваше ім&apos;я чи ключ), щоб постачальник міг відрізнити зловживання однієї людини від дій усіх інших.</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="48"/>
        <source>Open folder</source>
        <translation>Відкрити папку</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="50"/>
        <source>Open the data folder</source>
        <translation>Відкрити папку даних</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="67"/>
        <source>Data folder</source>
        <translation>Папка даних</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="181"/>
        <source>Default model</source>
        <translation>Типова модель</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="187"/>
        <source>Default system prompt</source>
        <translation>Типовий системний запит</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="100"/>
        <source>Model for titles</source>
        <translation>Модель для назв</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="210"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="211"/>
        <source>How long a reply may stay silent before it is given up. Reasoning models can think for minutes before their first word.</source>
        <translation>Скільки відповідь може мовчати, перш ніж її буде покинуто. Моделі міркування можуть думати кілька хвилин до першого слова.</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="221"/>
        <source>Image size policy</source>
        <translation>Політика розміру зображень</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="225"/>
        <source>Best for high detail (long ≤ 2048, short ≤ 768)</source>
        <translation>Найкраще для високої деталізації (довга ≤ 2048, коротка ≤ 768)</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="229"/>
        <source>Fit 2048 px</source>
        <translation>Вмістити в 2048 px</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="230"/>
        <source>Fit 1568 px</source>
        <translation>Вмістити в 1568 px</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="231"/>
        <source>Fit 768 px</source>
        <translation>Вмістити в 768 px</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="234"/>
        <source>Original size (metadata still removed)</source>
        <translation>Початковий розмір (метадані все одно видаляються)</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="105"/>
        <source>Quick prompts for images</source>
        <translation>Швидкі запити для зображень</translation>
    </message>
    <message>
        <location filename="../../ui/settings/preferences.py" line="108"/>
        <source>One prompt per line</source>
        <translation>Один запит на рядок</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="202"/>
        <source>Title model</source>
        <translation>Модель для назв</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="208"/>
        <source>Stream timeout</source>
        <translation>Тайм-аут потоку</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="242"/>
        <source>Image quick prompts</source>
        <translation>Швидкі запити для зображень</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="250"/>
        <source>Ask before sending to a model priced far above my usual ones</source>
        <translation>Питати перед надсиланням моделі, значно дорожчій за мої звичні</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="253"/>
        <source>Once per model: when its output price is at least ten times that of the models you used lately (and at least $20 per million output tokens).</source>
        <translation>Раз для кожної моделі: коли її ціна виводу щонайменше вдесятеро вища, ніж у моделей, якими ви користувалися останнім часом (і щонайменше $20 за мільйон вихідних токенів).</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="265"/>
        <source>Proxy</source>
        <translation>Проксі</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="35"/>
        <source>empty: the system proxy</source>
        <translation>порожньо: системний проксі</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="266"/>
        <source>http://host:port, https://host:port or socks5://host:port</source>
        <translation>http://хост:порт, https://хост:порт або socks5://хост:порт</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="39"/>
        <source>Extra CA certificates</source>
        <translation>Додаткові сертифікати ЦС</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="41"/>
        <source>a PEM file, for corporate proxies</source>
        <translation>файл PEM для корпоративних проксі</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="43"/>
        <source>Browse…</source>
        <translation>Огляд…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="45"/>
        <source>Choose a CA certificate file</source>
        <translation>Виберіть файл сертифіката ЦС</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="48"/>
        <source>Certificates are always verified; this file adds to the trusted ones.</source>
        <translation>Сертифікати перевіряються завжди; цей файл додається до довірених.</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="274"/>
        <source>CA certificates</source>
        <translation>Сертифікати ЦС</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="158"/>
        <source>Local server</source>
        <translation>Локальний сервер</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="198"/>
        <source>Stored in the keyring; type to replace</source>
        <translation>Збережено у сховищі ключів; введіть, щоб замінити</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="200"/>
        <source>optional: local servers often need none</source>
        <translation>необов&apos;язково: локальним серверам часто не потрібен</translation>
    </message>
    <message>
        <location filename="../../ui/settings/endpoints.py" line="210"/>
        <source>Endpoint</source>
        <translation>Кінцева точка</translation>
    </message>
    <message>
        <location filename="../../ui/settings/network.py" line="73"/>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>Сертифікати (*.pem *.crt *.cer);;Усі файли (*)</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="85"/>
        <source>Let the server keep the conversation</source>
        <translation>Зберігати розмову на сервері</translation>
    </message>
    <message>
        <location filename="../../config/settings.py" line="86"/>
        <source>On the Responses API, the server stores each reply and later turns send only the new message. Faster and cheaper for long chats; the server keeps your conversation for a while.</source>
        <translation>У Responses API сервер зберігає кожну відповідь, а наступні репліки надсилають лише нове повідомлення. Це швидше й дешевше для довгих чатів; сервер деякий час зберігає вашу розмову.</translation>
    </message>
</context>
<context>
    <name>SettingsPresenter</name>
    <message>
        <location filename="../../ui/settings/presenter.py" line="191"/>
        <location filename="../../ui/settings/presenter.py" line="249"/>
        <source>That key was rejected by {0}. Check it and try again.</source>
        <translation>{0} відхилив цей ключ. Перевірте його й спробуйте ще раз.</translation>
    </message>
    <message>
        <location filename="../../ui/settings/presenter.py" line="198"/>
        <location filename="../../ui/settings/presenter.py" line="259"/>
        <source>Saved, but the key could not be verified: {0}</source>
        <translation>Збережено, але ключ не вдалося перевірити: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/settings/presenter.py" line="207"/>
        <source>The new language applies when Comet Desk restarts.</source>
        <translation>Нова мова застосується після перезапуску Comet Desk.</translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="48"/>
        <location filename="../../ui/shell/shortcut_sheet.py" line="56"/>
        <source>Keyboard shortcuts</source>
        <translation>Комбінації клавіш</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="19"/>
        <source>Send</source>
        <translation>Надіслати</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="20"/>
        <source>New line in the message</source>
        <translation>Новий рядок у повідомленні</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="72"/>
        <source>Stop the reply (all columns in compare)</source>
        <translation>Зупинити відповідь (у порівнянні — усі стовпці)</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="81"/>
        <source>Go to the message box</source>
        <translation>Перейти до поля повідомлення</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="24"/>
        <source>Next control: sidebar, conversation, message box, parameters</source>
        <translation>Наступна область: бічна панель, розмова, поле повідомлення, параметри</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="21"/>
        <source>Edit the last message (in an empty message box)</source>
        <translation>Редагувати останнє повідомлення (у порожньому полі)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="98"/>
        <source>Search conversations</source>
        <translation>Пошук розмов</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="107"/>
        <source>Next conversation</source>
        <translation>Наступна розмова</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/room.py" line="116"/>
        <source>Previous conversation</source>
        <translation>Попередня розмова</translation>
    </message>
    <message>
        <location filename="../../ui/chat/room.py" line="122"/>
        <source>Copy the last reply</source>
        <translation>Копіювати останню відповідь</translation>
    </message>
    <message>
        <location filename="../../ui/voice/room.py" line="72"/>
        <source>Dictate into the message box: start, or stop and transcribe</source>
        <translation>Диктувати в поле повідомлення: почати або зупинити й розпізнати</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="28"/>
        <source>Rename the conversation</source>
        <translation>Перейменувати розмову</translation>
    </message>
    <message>
        <location filename="../../ui/shell/shortcut_sheet.py" line="29"/>
        <source>Move the conversation to the trash</source>
        <translation>Перемістити розмову в кошик</translation>
    </message>
</context>
<context>
    <name>SidebarPresenter</name>
    <message>
        <location filename="../../ui/sidebar/presenter.py" line="139"/>
        <source>Undo delete</source>
        <translation>Скасувати видалення</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/presenter.py" line="140"/>
        <source>Moved to the trash.</source>
        <translation>Переміщено в кошик.</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/presenter.py" line="149"/>
        <source>Restored.</source>
        <translation>Відновлено.</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/presenter.py" line="154"/>
        <source>{0} (copy)</source>
        <translation>{0} (копія)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/presenter.py" line="159"/>
        <source>Duplicated “{0}”.</source>
        <translation>«{0}» продубльовано.</translation>
    </message>
</context>
<context>
    <name>StatusArea</name>
    <message>
        <location filename="../../ui/common/status_bus.py" line="147"/>
        <source>Working</source>
        <translation>Виконується</translation>
    </message>
</context>
<context>
    <name>StorageError</name>
    <message>
        <location filename="../../storage/errors.py" line="43"/>
        <location filename="../../storage/errors.py" line="108"/>
        <source>memory</source>
        <translation>пам&apos;ять</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="47"/>
        <source>Not saved: the disk could not be written ({0}). Check the disk and press Send again.</source>
        <translation>Не збережено: не вдалося записати на диск ({0}). Перевірте диск і знову натисніть «Надіслати».</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="53"/>
        <source>Not saved: the disk could not be written ({0}). Check the disk and try again.</source>
        <translation>Не збережено: не вдалося записати на диск ({0}). Перевірте диск і спробуйте ще раз.</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="68"/>
        <source>Not saved: the disk is full ({0}). Free space and press Send again.</source>
        <translation>Не збережено: диск заповнено ({0}). Звільніть місце й знову натисніть «Надіслати».</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="73"/>
        <source>Not saved: the disk is full ({0}). Free space and try again.</source>
        <translation>Не збережено: диск заповнено ({0}). Звільніть місце й спробуйте ще раз.</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="84"/>
        <source>Not saved: the data folder cannot be written ({0}). Make it writable or choose another data folder, then press Send again.</source>
        <translation>Не збережено: у папку даних неможливо записувати ({0}). Дозвольте запис у неї або виберіть іншу папку даних, а тоді знову натисніть «Надіслати».</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="90"/>
        <source>Not saved: the data folder cannot be written ({0}). Make it writable or choose another data folder, then try again.</source>
        <translation>Не збережено: у папку даних неможливо записувати ({0}). Дозвольте запис у неї або виберіть іншу папку даних, а тоді спробуйте ще раз.</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="110"/>
        <source>Another program removed the history&apos;s journal file ({0}-wal) while Comet Desk was using it. What it held was written into the history and the file was reopened; nothing was lost. Do not delete files in the data folder while Comet Desk runs.</source>
        <translation>Інша програма видалила файл журналу історії ({0}-wal), поки Comet Desk ним користувався. Його вміст записано до історії, а файл відкрито знову; нічого не втрачено. Не видаляйте файли в теці даних, поки працює Comet Desk.</translation>
    </message>
    <message>
        <location filename="../../storage/errors.py" line="118"/>
        <source>Another program removed the history&apos;s journal file ({0}-wal) while Comet Desk was using it, so its latest changes may not be on disk. Close Comet Desk and start it again; do not delete files in the data folder while it runs.</source>
        <translation>Інша програма видалила файл журналу історії ({0}-wal), поки Comet Desk ним користувався, тож останніх змін може не бути на диску. Закрийте Comet Desk і запустіть знову; не видаляйте файли в теці даних, поки він працює.</translation>
    </message>
</context>
<context>
    <name>SyncDialog</name>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="44"/>
        <source>Sync and backups</source>
        <translation>Синхронізація й резервні копії</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="48"/>
        <source>Your history follows you to every machine that syncs through the same storage. Everything is encrypted on this machine with your passphrase before it leaves: the storage sees sizes and times, nothing else.</source>
        <translation>Ваша історія доступна на кожному пристрої, що синхронізується через те саме сховище. Усе шифрується на цьому пристрої вашою парольною фразою ще до відправлення: сховище бачить лише розміри й час, більше нічого.</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="57"/>
        <location filename="../../ui/sync/setup_dialog.py" line="120"/>
        <source>Storage</source>
        <translation>Сховище</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="59"/>
        <source>A folder (Dropbox, OneDrive, iCloud Drive, Syncthing…)</source>
        <translation>Папка (Dropbox, OneDrive, iCloud Drive, Syncthing…)</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="61"/>
        <source>WebDAV (Nextcloud, ownCloud…)</source>
        <translation>WebDAV (Nextcloud, ownCloud…)</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="62"/>
        <source>S3-compatible (AWS, Cloudflare R2, Backblaze B2, MinIO)</source>
        <translation>Сумісне з S3 (AWS, Cloudflare R2, Backblaze B2, MinIO)</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="63"/>
        <location filename="../../ui/sync/setup_dialog.py" line="121"/>
        <source>Location</source>
        <translation>Розташування</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="64"/>
        <source>Choose…</source>
        <translation>Вибрати…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="66"/>
        <location filename="../../ui/sync/setup_dialog.py" line="231"/>
        <source>Choose the folder to sync through</source>
        <translation>Виберіть папку для синхронізації</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="68"/>
        <location filename="../../ui/sync/setup_dialog.py" line="122"/>
        <source>Endpoint</source>
        <translation>Кінцева точка</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="70"/>
        <location filename="../../ui/sync/setup_dialog.py" line="123"/>
        <source>Region</source>
        <translation>Регіон</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="71"/>
        <source>optional, e.g. us-east-1</source>
        <translation>необов&apos;язково, напр. us-east-1</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="72"/>
        <location filename="../../ui/sync/setup_dialog.py" line="124"/>
        <location filename="../../ui/sync/setup_dialog.py" line="189"/>
        <source>User</source>
        <translation>Користувач</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="73"/>
        <location filename="../../ui/sync/setup_dialog.py" line="125"/>
        <location filename="../../ui/sync/setup_dialog.py" line="190"/>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="75"/>
        <location filename="../../ui/sync/setup_dialog.py" line="126"/>
        <source>Passphrase</source>
        <translation>Парольна фраза</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="77"/>
        <source>the same on every machine</source>
        <translation>однакова на всіх пристроях</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="83"/>
        <source>Passphrase strength</source>
        <translation>Надійність парольної фрази</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="102"/>
        <source>Nobody can recover a lost passphrase: without it, what is on the storage cannot be read. It is kept in this machine&apos;s keyring.</source>
        <translation>Втрачену парольну фразу ніхто не зможе відновити: без неї вміст сховища неможливо прочитати. Вона зберігається у сховищі ключів цього пристрою.</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="132"/>
        <location filename="../../ui/sync/setup_dialog.py" line="267"/>
        <source>Save and sync</source>
        <translation>Зберегти й синхронізувати</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="138"/>
        <source>Turn off sync</source>
        <translation>Вимкнути синхронізацію</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="164"/>
        <location filename="../../ui/sync/setup_dialog.py" line="165"/>
        <source>kept in the keyring: type to change</source>
        <translation>збережено у сховищі ключів; введіть, щоб змінити</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="184"/>
        <source>a folder another program syncs</source>
        <translation>папка, яку синхронізує інша програма</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="189"/>
        <source>Access key ID</source>
        <translation>ID ключа доступу</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="190"/>
        <source>Secret access key</source>
        <translation>Секретний ключ доступу</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="219"/>
        <source>Strong: hard to guess, even with a copy of the storage.</source>
        <translation>Надійна: її важко вгадати навіть маючи копію сховища.</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="221"/>
        <source>Too easy to guess: {0}. {1}</source>
        <translation>Надто легко вгадати: {0}. {1}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="248"/>
        <source>Say where the storage is.</source>
        <translation>Вкажіть, де розташоване сховище.</translation>
    </message>
    <message>
        <location filename="../../ui/sync/setup_dialog.py" line="267"/>
        <source>Checking…</source>
        <translation>Перевірка…</translation>
    </message>
</context>
<context>
    <name>SyncPresenter</name>
    <message>
        <location filename="../../ui/sync/presenter.py" line="196"/>
        <source>Syncing…</source>
        <translation>Синхронізація…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="211"/>
        <location filename="../../ui/sync/presenter.py" line="213"/>
        <location filename="../../ui/sync/presenter.py" line="264"/>
        <source>Sync failed: {0}</source>
        <translation>Синхронізація не вдалася: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="240"/>
        <source>Waiting for another sync round…</source>
        <translation>Очікування іншого раунду синхронізації…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="242"/>
        <source>Sending… {0} of {1}</source>
        <translation>Надсилання… {0} з {1}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="244"/>
        <source>Receiving… {0} of {1}</source>
        <translation>Отримання… {0} з {1}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="253"/>
        <source>Syncs through {0}</source>
        <translation>Синхронізується через {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="258"/>
        <source>Offline: syncs when the storage is back.</source>
        <translation>Офлайн: синхронізація відбудеться, щойно сховище стане доступним.</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="270"/>
        <source>Not synced yet</source>
        <translation>Ще не синхронізовано</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="272"/>
        <source>Synced {0}</source>
        <translation>Синхронізовано {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/sync/presenter.py" line="274"/>
        <source>%n waiting</source>
        <translation>
            <numerusform>%n очікує</numerusform>
            <numerusform>%n очікують</numerusform>
            <numerusform>%n очікують</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="280"/>
        <source>just now</source>
        <translation>щойно</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="285"/>
        <source>at {0}</source>
        <translation>о {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="286"/>
        <source>on {0}</source>
        <translation>{0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="348"/>
        <source>Type the passphrase (the same on every machine).</source>
        <translation>Введіть парольну фразу (однакову на всіх пристроях).</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="351"/>
        <source>Sync set up: {0}</source>
        <translation>Синхронізацію налаштовано: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sync/presenter.py" line="368"/>
        <source>Sync is off on this machine; the history stays.</source>
        <translation>Синхронізацію на цьому пристрої вимкнено; історія залишається.</translation>
    </message>
</context>
<context>
    <name>SyncStatusView</name>
    <message>
        <location filename="../../ui/sync/status_view.py" line="76"/>
        <source>Sync now</source>
        <translation>Синхронізувати зараз</translation>
    </message>
    <message>
        <location filename="../../ui/sync/status_view.py" line="77"/>
        <source>Retry</source>
        <translation>Повторити</translation>
    </message>
    <message>
        <location filename="../../ui/sync/status_view.py" line="77"/>
        <source>Retry sync</source>
        <translation>Повторити синхронізацію</translation>
    </message>
    <message>
        <location filename="../../ui/sync/status_view.py" line="78"/>
        <source>Fix…</source>
        <translation>Виправити…</translation>
    </message>
    <message>
        <location filename="../../ui/sync/status_view.py" line="78"/>
        <source>Fix the sync set-up</source>
        <translation>Виправити налаштування синхронізації</translation>
    </message>
    <message>
        <location filename="../../ui/sync/status_view.py" line="85"/>
        <source>Sync: {0}</source>
        <translation>Синхронізація: {0}</translation>
    </message>
</context>
<context>
    <name>SynthesizeDialog</name>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="38"/>
        <source>Synthesize one answer</source>
        <translation>Звести в одну відповідь</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="42"/>
        <source>This prompt goes to the model below in a new chat, which then writes one answer from the columns&apos; latest answers. Change it as you like.</source>
        <translation>Цей запит буде надіслано моделі, указаній нижче, у новому чаті, і вона напише одну відповідь з останніх відповідей стовпців. Змінюйте його як завгодно.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="58"/>
        <source>Model that writes the answer</source>
        <translation>Модель, яка напише відповідь</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="59"/>
        <source>&amp;Model:</source>
        <translation>&amp;Модель:</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="62"/>
        <source>Search models</source>
        <translation>Пошук моделей</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="68"/>
        <source>Prompt to send</source>
        <translation>Запит для надсилання</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="71"/>
        <source>&amp;Prompt:</source>
        <translation>&amp;Запит:</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="81"/>
        <source>Start the chat</source>
        <translation>Почати чат</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="83"/>
        <source>Start a new chat with this prompt</source>
        <translation>Почати новий чат із цим запитом</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="120"/>
        <source>Choose the model that writes the answer.</source>
        <translation>Виберіть модель, яка напише відповідь.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/synthesize_dialog.py" line="123"/>
        <source>The prompt is empty; write what the model should do.</source>
        <translation>Запит порожній; напишіть, що має зробити модель.</translation>
    </message>
</context>
<context>
    <name>ThinkingSection</name>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="78"/>
        <source>Thinking… {0}</source>
        <translation>Міркування… {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="81"/>
        <source>Thinking ({0} words)</source>
        <translation>Міркування ({0} слів)</translation>
    </message>
</context>
<context>
    <name>ThreadPresenter</name>
    <message>
        <location filename="../../ui/transcript/thread.py" line="94"/>
        <source>Code copied.</source>
        <translation>Код скопійовано.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="23"/>
        <source>Delete message</source>
        <translation>Видалити повідомлення</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="24"/>
        <source>Delete this message?</source>
        <translation>Видалити це повідомлення?</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="26"/>
        <source>A version is deleted with the replies that followed it; other versions stay.</source>
        <translation>Версію буде видалено разом із відповідями після неї; інші версії залишаться.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="59"/>
        <source>{0} in · {1} out tokens</source>
        <translation>{0} на вході · {1} на виході токенів</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="55"/>
        <source>{0} in ({1} cached) · {2} out tokens</source>
        <translation>{0} на вході ({1} з кешу) · {2} на виході токенів</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="63"/>
        <source>{0}, of which {1} reasoning</source>
        <translation>{0}, з них {1} міркувань</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="70"/>
        <source>(cache saved {0})</source>
        <translation>(кеш заощадив {0})</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="79"/>
        <source>1 reply of unknown cost</source>
        <translation>1 відповідь невідомої вартості</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="83"/>
        <source>{0} + {1}</source>
        <translation>{0} + {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="86"/>
        <source>Tokens and cost of the replies shown, {0} replies</source>
        <translation>Токени й вартість показаних відповідей, відповідей: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="98"/>
        <source>{0} reported no token usage</source>
        <translation>{0} — без звіту про використання токенів</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="101"/>
        <source>{0} reported token counts that do not add up</source>
        <translation>{0} — кількості токенів, що не сходяться</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="104"/>
        <source>{0} without a price in the model list</source>
        <translation>{0} — без ціни у списку моделей</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="107"/>
        <source>1 reply</source>
        <translation>1 відповідь</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/message_helpers.py" line="111"/>
        <source>Cost unknown for {0}: {1}.</source>
        <translation>Вартість невідома для {0}: {1}.</translation>
    </message>
</context>
<context>
    <name>ThumbnailStrip</name>
    <message>
        <location filename="../../ui/transcript/message_parts.py" line="162"/>
        <source>Image {0} of {1}: open full size</source>
        <translation>Зображення {0} з {1}: відкрити в повному розмірі</translation>
    </message>
</context>
<context>
    <name>TintedText</name>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="155"/>
        <source>The answer, tinted by token probability</source>
        <translation>Відповідь, підфарбована за ймовірністю токенів</translation>
    </message>
</context>
<context>
    <name>TokenProbabilityView</name>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="224"/>
        <source>Token probabilities</source>
        <translation>Ймовірності токенів</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="264"/>
        <location filename="../../ui/transcript/token_view.py" line="269"/>
        <source>Least likely tokens</source>
        <translation>Найменш імовірні токени</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="405"/>
        <source>{0}–{1}%</source>
        <translation>{0}–{1}%</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="240"/>
        <source>This long answer is shown in part; the list of least likely tokens covers all of it.</source>
        <translation>Цю довгу відповідь показано частково; список найменш імовірних токенів охоплює її всю.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="251"/>
        <source>Token at the cursor</source>
        <translation>Токен під курсором</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="259"/>
        <source>Point at a token, or move the cursor onto it, to see its alternatives.</source>
        <translation>Наведіть на токен або перемістіть на нього курсор, щоб побачити альтернативи.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="370"/>
        <source>A token&apos;s probability is how sure the model was of it, among everything it could have written at that point. Untinted text was near-certain; the deeper the tint, the more the model hesitated, and the more likely a different word would have come with another try. A character made of several tokens (an emoji, say) is tinted by their probability together.</source>
        <translation>Імовірність токена — наскільки модель була певна в ньому серед усього, що могла написати в цьому місці. Незафарбований текст був майже певним; що густіший відтінок, то більше модель вагалася і то ймовірніше інша спроба дала б інше слово. Символ із кількох токенів (наприклад, емодзі) зафарбовано за їхньою спільною ймовірністю.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="390"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="397"/>
        <source>Legend</source>
        <translation>Легенда</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="403"/>
        <source>{0}% or more</source>
        <translation>{0}% або більше</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="406"/>
        <source>under {0}%</source>
        <translation>менше {0}%</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="408"/>
        <source>nearly certain</source>
        <translation>майже певно</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="409"/>
        <source>fairly sure</source>
        <translation>досить певно</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="410"/>
        <source>more likely than not</source>
        <translation>радше так, ніж ні</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="411"/>
        <source>unsure</source>
        <translation>непевно</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="412"/>
        <source>doubtful</source>
        <translation>сумнівно</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="413"/>
        <source>a long shot: one of many options</source>
        <translation>малоймовірно: один із багатьох варіантів</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="449"/>
        <source>{0} {1}</source>
        <translation>{1}: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="457"/>
        <source>{0} (part of {1}: {2} tokens, together {3})</source>
        <translation>{0} (частина {1}: токенів — {2}, разом {3})</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="465"/>
        <source>{0}; alternatives: {1}</source>
        <translation>{0}; альтернативи: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="472"/>
        <source>{0}: probability {1}</source>
        <translation>{0}: ймовірність {1}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="478"/>
        <source>Alternatives: {0}</source>
        <translation>Альтернативи: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="478"/>
        <source>No alternatives</source>
        <translation>Альтернатив немає</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/token_view.py" line="490"/>
        <source>{0}: written by {1} tokens, together {2}</source>
        <translation>{0}: записано {1} токенами, разом {2}</translation>
    </message>
</context>
<context>
    <name>ToolCallSection</name>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="104"/>
        <source>Arguments:</source>
        <translation>Аргументи:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="108"/>
        <source>Result:</source>
        <translation>Результат:</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="111"/>
        <source>(and {0} more characters)</source>
        <translation>(і ще символів: {0})</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="125"/>
        <source>done in {0} s</source>
        <translation>виконано за {0} с</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="126"/>
        <source>failed</source>
        <translation>помилка</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="127"/>
        <source>denied</source>
        <translation>відхилено</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="128"/>
        <source>waiting</source>
        <translation>очікування</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="128"/>
        <source>not run</source>
        <translation>не запущено</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/reply_sections.py" line="130"/>
        <source>Tool {0} · {1}</source>
        <translation>Інструмент {0} · {1}</translation>
    </message>
</context>
<context>
    <name>ToolText</name>
    <message>
        <location filename="../../render/tool_text.py" line="20"/>
        <source>The model asked for a tool that is not offered here: “{name}”.</source>
        <translation>Модель попросила інструмент, якого тут немає: «{name}».</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="23"/>
        <source>The arguments for “{name}” are not valid JSON (expected an object).</source>
        <translation>Аргументи для «{name}» не є коректним JSON (очікувався об&apos;єкт).</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="26"/>
        <source>The arguments for “{name}” are not valid JSON ({detail}).</source>
        <translation>Аргументи для «{name}» не є коректним JSON ({detail}).</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="29"/>
        <source>The arguments for “{name}” do not match the tool&apos;s schema: {detail}</source>
        <translation>Аргументи для «{name}» не відповідають схемі JSON інструмента: {detail}</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="32"/>
        <source>The user denied this tool call.</source>
        <translation>Користувач відхилив цей виклик інструмента.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="33"/>
        <source>The tool loop stopped after {limit} rounds (the step limit in Settings); the last calls were not run.</source>
        <translation>Цикл інструментів зупинився після {limit} раундів (межа кроків у налаштуваннях); останні виклики не запущено.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="38"/>
        <source>The tool loop stopped: the model asked again for “{name}” with the same arguments; the repeated call was not run.</source>
        <translation>Цикл інструментів зупинився: модель знову попросила «{name}» з тими самими аргументами; повторний виклик не запущено.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="43"/>
        <source>Not run: the tool loop stopped.</source>
        <translation>Не запущено: цикл інструментів зупинився.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="44"/>
        <source>The tool reported an error.</source>
        <translation>Інструмент повідомив про помилку.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="47"/>
        <source>The server “{server}” did not finish starting within {seconds} s (handshake timeout).</source>
        <translation>Сервер «{server}» не завершив запуск за {seconds} с (тайм-аут рукостискання).</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="51"/>
        <source>The server “{server}” has no valid URL (http:// or https://).</source>
        <translation>Сервер «{server}» не має коректної URL-адреси (http:// або https://).</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="54"/>
        <source>The server “{server}”: the working folder {folder} does not exist.</source>
        <translation>Сервер «{server}»: робочої папки {folder} не існує.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="57"/>
        <source>The server “{server}” could not start: the command “{command}” was not found. Install it or give its full path (npx comes with Node.js, uvx with uv; either must be installed to run servers that use it).</source>
        <translation>Не вдалося запустити сервер «{server}»: команду «{command}» не знайдено. Установіть її або вкажіть повний шлях (npx постачається з Node.js, uvx — з uv; щоб запускати сервери, які їх використовують, потрібно встановити відповідну програму).</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="63"/>
        <source>The server “{server}” could not start: {reason} ({command}).</source>
        <translation>Не вдалося запустити сервер «{server}»: {reason} ({command}).</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="66"/>
        <source>The server “{server}” exited with code {code}.</source>
        <translation>Сервер «{server}» завершився з кодом {code}.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="67"/>
        <source>The server “{server}” failed while starting: {reason}</source>
        <translation>Сервер «{server}» зазнав збою під час запуску: {reason}</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="70"/>
        <source>The server “{server}” exited with code {code} while running “{tool}”.</source>
        <translation>Сервер «{server}» завершився з кодом {code} під час виконання «{tool}».</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="73"/>
        <source>The server “{server}” is not running.</source>
        <translation>Сервер «{server}» не запущено.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="74"/>
        <source>There is no MCP server “{server}” any more.</source>
        <translation>Сервера MCP «{server}» більше немає.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="75"/>
        <source>The tool “{tool}” did not finish within {seconds} s and was stopped.</source>
        <translation>Інструмент «{tool}» не завершився за {seconds} с, тому його зупинено.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="78"/>
        <source>The tool “{tool}” failed: {reason}</source>
        <translation>Інструмент «{tool}» зазнав збою: {reason}</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="79"/>
        <source>The tool “{tool}” is not available.</source>
        <translation>Інструмент «{tool}» недоступний.</translation>
    </message>
    <message>
        <location filename="../../render/tool_text.py" line="81"/>
        <source> Its last output: {output}</source>
        <translation> Останній вивід: {output}</translation>
    </message>
</context>
<context>
    <name>ToolsDialog</name>
    <message>
        <location filename="../../ui/tools/dialog.py" line="189"/>
        <source>Tools</source>
        <translation>Інструменти</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="193"/>
        <source>MCP servers</source>
        <translation>Сервери MCP</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="198"/>
        <source>Enabled</source>
        <translation>Увімкнено</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="202"/>
        <source>Add server…</source>
        <translation>Додати сервер…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="203"/>
        <source>Import…</source>
        <translation>Імпорт…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="209"/>
        <source>Restart</source>
        <translation>Перезапустити</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="211"/>
        <source>Remove</source>
        <translation>Прибрати</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="223"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="226"/>
        <source>Run this once</source>
        <translation>Запустити один раз</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="227"/>
        <source>Allow in this conversation</source>
        <translation>Дозволити в цій розмові</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="230"/>
        <source>Tools that are always allowed</source>
        <translation>Інструменти, дозволені завжди</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="232"/>
        <source>Revoke</source>
        <translation>Відкликати</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="236"/>
        <source>Steps per reply</source>
        <translation>Кроків на відповідь</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="237"/>
        <source>Tool timeout</source>
        <translation>Тайм-аут інструмента</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="238"/>
        <source>Enter in the approval prompt</source>
        <translation>Enter у вікні підтвердження</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="239"/>
        <source>Always allowed</source>
        <translation>Завжди дозволені</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="301"/>
        <source>not started (starts when a chat needs it)</source>
        <translation>не запущено (запуститься, коли знадобиться чату)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="302"/>
        <source>starting…</source>
        <translation>запуск…</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="303"/>
        <source>ready</source>
        <translation>готовий</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="304"/>
        <source>failed</source>
        <translation>збій</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="305"/>
        <source>off</source>
        <translation>вимкнено</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="318"/>
        <source>No MCP server yet. Add one, or import a JSON file.</source>
        <translation>Серверів MCP ще немає. Додайте сервер або імпортуйте файл JSON.</translation>
    </message>
    <message>
        <location filename="../../ui/tools/dialog.py" line="327"/>
        <source>Tools:</source>
        <translation>Інструменти:</translation>
    </message>
</context>
<context>
    <name>ToolsPresenter</name>
    <message>
        <location filename="../../ui/tools/presenter.py" line="158"/>
        <source>Added the server “{0}”.</source>
        <translation>Сервер «{0}» додано.</translation>
    </message>
    <message>
        <location filename="../../ui/tools/presenter.py" line="163"/>
        <source>Import MCP servers</source>
        <translation>Імпортувати сервери MCP</translation>
    </message>
    <message>
        <location filename="../../ui/tools/presenter.py" line="165"/>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <location filename="../../ui/tools/presenter.py" line="177"/>
        <source>Nothing was imported: {0}</source>
        <translation>Нічого не імпортовано: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/tools/presenter.py" line="181"/>
        <source>Imported {0} server(s).</source>
        <translation>Імпортовано серверів: {0}.</translation>
    </message>
</context>
<context>
    <name>ToolsSection</name>
    <message>
        <location filename="../../ui/inspector/sections.py" line="337"/>
        <source>Tools</source>
        <translation>Інструменти</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="339"/>
        <source>Web search</source>
        <translation>Вебпошук</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="342"/>
        <source>Code interpreter</source>
        <translation>Інтерпретатор коду</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="345"/>
        <source>The model may write and run Python in a sandbox the API provides.</source>
        <translation>Модель може писати й запускати код Python у пісочниці, яку надає API.</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="349"/>
        <source>No MCP servers yet.</source>
        <translation>Серверів MCP ще немає.</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="354"/>
        <source>Manage servers…</source>
        <translation>Керувати серверами…</translation>
    </message>
    <message>
        <location filename="../../ui/inspector/sections.py" line="355"/>
        <source>Manage MCP servers and tools</source>
        <translation>Керувати серверами MCP та інструментами</translation>
    </message>
</context>
<context>
    <name>Transcript</name>
    <message>
        <location filename="../../render/messages.py" line="14"/>
        <source>Incomplete — the connection ended before the reply finished.</source>
        <translation>Неповна — з&apos;єднання обірвалося до завершення відповіді.</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="17"/>
        <source>Interrupted — the app closed while this reply was streaming.</source>
        <translation>Перервано — застосунок закрився під час надходження відповіді.</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="20"/>
        <source>Stopped — you stopped this reply.</source>
        <translation>Зупинено — ви зупинили цю відповідь.</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="21"/>
        <source>Streaming…</source>
        <translation>Надходить…</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="22"/>
        <source>In progress on the server — it appears here when it is done.</source>
        <translation>Виконується на сервері — з&apos;явиться тут, щойно буде готово.</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="30"/>
        <source>Cut at the max tokens limit — Continue?</source>
        <translation>Обрізано на межі максимуму токенів — продовжити?</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="32"/>
        <source>Stopped by the provider&apos;s content filter.</source>
        <translation>Зупинено фільтром вмісту постачальника.</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="39"/>
        <source>Error:</source>
        <translation>Помилка:</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="43"/>
        <source>Incomplete — {0}</source>
        <translation>Не завершено — {0}</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="61"/>
        <source>{0} in ({1} cached)</source>
        <translation>{0} на вході ({1} з кешу)</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="65"/>
        <source>{0} in</source>
        <translation>{0} на вході</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="66"/>
        <source>{0} · {1} out</source>
        <translation>{0} · {1} на виході</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="68"/>
        <source>{0}, of which {1} reasoning</source>
        <translation>{0}, з них {1} міркувань</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="82"/>
        <source>Cost unknown: the endpoint reported a negative token count, shown as reported.</source>
        <translation>Вартість невідома: кінцева точка повідомила від’ємну кількість токенів, показано як повідомлено.</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="87"/>
        <source>Cost unknown: the endpoint reported {0} cached tokens of only {1} input tokens, shown as reported.</source>
        <translation>Вартість невідома: кінцева точка повідомила {0} кешованих токенів при лише {1} вхідних, показано як повідомлено.</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="93"/>
        <source>Cost unknown: the endpoint reported {0} reasoning tokens of only {1} output tokens, shown as reported.</source>
        <translation>Вартість невідома: кінцева точка повідомила {0} токенів міркувань при лише {1} вихідних, показано як повідомлено.</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="128"/>
        <source>{0} (cache saved {1})</source>
        <translation>{0} (кеш заощадив {1})</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="133"/>
        <source>cost unknown</source>
        <translation>вартість невідома</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="120"/>
        <location filename="../../ui/transcript/answer_figures.py" line="21"/>
        <source>first token {0} s</source>
        <translation>перший токен за {0} с</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="124"/>
        <location filename="../../ui/transcript/answer_figures.py" line="28"/>
        <source>{0} tokens/s</source>
        <translation>{0} токенів/с</translation>
    </message>
    <message>
        <location filename="../../render/markup.py" line="221"/>
        <source>Copy</source>
        <translation>Копіювати</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/answer_figures.py" line="26"/>
        <source>{0} tokens</source>
        <translation>{0} токенів</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/answer_figures.py" line="30"/>
        <source>written in {0} s</source>
        <translation>написано за {0} с</translation>
    </message>
</context>
<context>
    <name>TranscriptView</name>
    <message>
        <location filename="../../ui/transcript/view.py" line="62"/>
        <source>Transcript</source>
        <translation>Стрічка розмови</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/view.py" line="63"/>
        <source>The conversation. Replies appear here.</source>
        <translation>Розмова. Відповіді з&apos;являються тут.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/view.py" line="100"/>
        <source>Jump to latest ↓</source>
        <translation>До останнього ↓</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/view.py" line="102"/>
        <source>Jump to latest</source>
        <translation>До останнього</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/render.py" line="123"/>
        <source>Ask anything. Enter sends, Shift+Enter adds a line.</source>
        <translation>Питайте що завгодно. Enter надсилає, Shift+Enter додає рядок.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/render.py" line="126"/>
        <source>Paste a screenshot or drop images to have them described.</source>
        <translation>Вставте знімок екрана або перетягніть зображення, щоб отримати їх опис.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/render.py" line="129"/>
        <source>Compare (Ctrl+Shift+M) sends one prompt to several models at once.</source>
        <translation>Порівняння (Ctrl+Shift+M) надсилає один запит кільком моделям одразу.</translation>
    </message>
</context>
<context>
    <name>TransferPresenter</name>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="50"/>
        <source>Export conversations</source>
        <translation>Експортувати розмови</translation>
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
        <translation>Експорт…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="75"/>
        <source>Export failed: {0}</source>
        <translation>Експорт не вдався: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="79"/>
        <source>Exported {0} conversation(s) to {1}</source>
        <translation>Експортовано розмов: {0} у {1}</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="85"/>
        <source>Import conversations</source>
        <translation>Імпортувати розмови</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="87"/>
        <source>Exports (*.json *.zip);;All files (*)</source>
        <translation>Експорти (*.json *.zip);;Усі файли (*)</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="93"/>
        <source>Importing…</source>
        <translation>Імпорт…</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="102"/>
        <location filename="../../ui/sidebar/transfer.py" line="106"/>
        <source>Nothing was imported: {0}</source>
        <translation>Нічого не імпортовано: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/sidebar/transfer.py" line="112"/>
        <source>Imported {0} conversation(s) with {1} message(s).</source>
        <translation>Імпортовано розмов: {0}, повідомлень: {1}.</translation>
    </message>
</context>
<context>
    <name>VoiceTab</name>
    <message>
        <location filename="../../ui/settings/voice.py" line="22"/>
        <source>Dictation (the microphone button, Ctrl+Shift+V) uses the transcription model; Read aloud on a reply uses the speech model and voice. Audio clips attached to a message need a chat model that takes audio, such as gpt-4o-audio-preview.</source>
        <translation>Диктування (кнопка мікрофона, Ctrl+Shift+V) використовує модель розпізнавання мовлення, а «Прочитати вголос» у відповіді — модель синтезу мовлення та голос. Для аудіокліпів, доданих до повідомлення, потрібна модель чату, що приймає аудіо, наприклад gpt-4o-audio-preview.</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="40"/>
        <source>Explain a concept</source>
        <translation>Пояснити поняття</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="41"/>
        <source>Explain how HTTPS keeps a connection private, in plain words.</source>
        <translation>Поясни простими словами, як HTTPS захищає з’єднання від сторонніх.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="45"/>
        <source>Write some code</source>
        <translation>Написати код</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="46"/>
        <source>Write a Python function that removes duplicates from a list.</source>
        <translation>Напиши функцію Python, яка видаляє дублікати зі списку.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="50"/>
        <source>Summarise a text</source>
        <translation>Підсумувати текст</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="51"/>
        <source>Summarise the main ideas of stoicism in three bullet points.</source>
        <translation>Підсумуй головні ідеї стоїцизму у трьох пунктах.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="53"/>
        <source>Plan a trip</source>
        <translation>Спланувати подорож</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="53"/>
        <source>Plan a three-day trip to Kyoto in April.</source>
        <translation>Сплануй триденну подорож до Кіото у квітні.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript/welcome.py" line="64"/>
        <source>Example: {0}</source>
        <translation>Приклад: {0}</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <location filename="../../ui/compare/room.py" line="106"/>
        <source>C&amp;ompare models</source>
        <translation>Порівняти &amp;моделі</translation>
    </message>
    <message>
        <location filename="../../ui/compare/room.py" line="111"/>
        <source>Send one prompt to several models</source>
        <translation>Надіслати один запит кільком моделям</translation>
    </message>
    <message>
        <location filename="../../ui/settings/room.py" line="100"/>
        <source>Se&amp;ttings…</source>
        <translation>На&amp;лаштування…</translation>
    </message>
    <message>
        <location filename="../../ui/settings/room.py" line="105"/>
        <source>Endpoints, keys and preferences</source>
        <translation>Кінцеві точки, ключі та вподобання</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="90"/>
        <source>Show or hide the &amp;conversations</source>
        <translation>Показати чи сховати &amp;розмови</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="100"/>
        <source>Show or hide the &amp;parameters</source>
        <translation>Показати чи сховати &amp;параметри</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="110"/>
        <source>Command pa&amp;lette…</source>
        <translation>Палітра &amp;команд…</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="115"/>
        <source>Find any command by its name and run it</source>
        <translation>Знайти будь-яку команду за назвою і виконати</translation>
    </message>
    <message>
        <location filename="../../ui/shell/window_actions.py" line="121"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Клавіатурні &amp;скорочення</translation>
    </message>
</context>
</TS>
