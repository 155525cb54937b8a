<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk" sourcelanguage="en">
<context>
    <name>ApiError</name>
    <message>
        <location filename="../../api/errors.py" line="192"/>
        <source>Your account balance or quota is too low for this request</source>
        <translation>Балансу або квоти облікового запису недостатньо для цього запиту</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="198"/>
        <source>The API key was rejected</source>
        <translation>API-ключ відхилено</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="205"/>
        <source>Model not available: {0}</source>
        <translation>Модель недоступна: {0}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="207"/>
        <source>Model not available</source>
        <translation>Модель недоступна</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="211"/>
        <source>The API endpoint was not found; check the base URL</source>
        <translation>Кінцеву точку API не знайдено; перевірте базову URL-адресу</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="220"/>
        <source>The model does not support the parameter &apos;{0}&apos;</source>
        <translation>Модель не підтримує параметр &apos;{0}&apos;</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="222"/>
        <source>The request was rejected: {0}</source>
        <translation>Запит відхилено: {0}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="227"/>
        <source>Rate limited by the server</source>
        <translation>Сервер обмежив частоту запитів</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="229"/>
        <location filename="../../api/errors.py" line="237"/>
        <source>; try again in {0:.0f} s</source>
        <translation>; спробуйте ще раз через {0:.0f} с</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="233"/>
        <source>The server had a problem (HTTP {0}): {1}</source>
        <translation>На сервері сталася проблема (HTTP {0}): {1}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="240"/>
        <source>The request failed (HTTP {0}): {1}</source>
        <translation>Запит не вдався (HTTP {0}): {1}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="265"/>
        <source>the server</source>
        <translation>сервер</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="267"/>
        <source>Timed out connecting to {0}</source>
        <translation>Час очікування з&apos;єднання з {0} вичерпано</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="270"/>
        <source>No data from {0} within the read timeout; the reply stalled</source>
        <translation>Від {0} не надійшло даних за час очікування читання; відповідь завмерла</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="275"/>
        <source>Could not connect to {0}</source>
        <translation>Не вдалося з&apos;єднатися з {0}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="276"/>
        <source>The connection to {0} broke</source>
        <translation>З&apos;єднання з {0} обірвалося</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="285"/>
        <source>The server reported an error during the reply</source>
        <translation>Під час відповіді сервер повідомив про помилку</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="290"/>
        <source>The server reported an error: {0}</source>
        <translation>Сервер повідомив про помилку: {0}</translation>
    </message>
</context>
<context>
    <name>AppController</name>
    <message>
        <location filename="../../ui/app_controller.py" line="272"/>
        <source>Cannot open the history</source>
        <translation>Не вдається відкрити історію</translation>
    </message>
    <message>
        <location filename="../../ui/app_controller.py" line="310"/>
        <source>{0} reply(s) were interrupted when the app last closed.</source>
        <translation>Під час останнього закриття застосунку перервано відповідей: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/app_controller.py" line="332"/>
        <source>The history database could not be read. It was moved aside to {0} and a new one was started.</source>
        <translation>Не вдалося прочитати базу історії. Її відкладено в {0}, створено нову.</translation>
    </message>
</context>
<context>
    <name>AttachmentItem</name>
    <message>
        <location filename="../../ui/attachment_item.py" line="91"/>
        <source>Show the image as it will be sent</source>
        <translation>Показати зображення таким, як його буде надіслано</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_item.py" line="103"/>
        <source>Image detail</source>
        <translation>Деталізація зображення</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_item.py" line="105"/>
        <source>low: one fixed-cost pass; high: tiles at full detail; auto: model decides</source>
        <translation>low: один прохід фіксованої вартості; high: плитки з повною деталізацією; auto: вирішує модель</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_item.py" line="113"/>
        <location filename="../../ui/attachment_item.py" line="114"/>
        <source>Remove image</source>
        <translation>Прибрати зображення</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_item.py" line="135"/>
        <source>~{0} tokens</source>
        <translation>~{0} токенів</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_item.py" line="144"/>
        <source> (from {0}×{1})</source>
        <translation> (з {0}×{1})</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_item.py" line="146"/>
        <source>Sent as {0} {1}, {2}</source>
        <translation>Надсилається як {0} {1}, {2}</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_item.py" line="147"/>
        <source>~{0} tokens at detail &apos;{1}&apos;</source>
        <translation>~{0} токенів за деталізації &apos;{1}&apos;</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_item.py" line="151"/>
        <source>~${0:.5f} at ${1:g} per million input tokens</source>
        <translation>~${0:.5f} за ціною ${1:g} за мільйон вхідних токенів</translation>
    </message>
</context>
<context>
    <name>AttachmentTray</name>
    <message>
        <location filename="../../ui/attachment_tray.py" line="54"/>
        <source>Attached images</source>
        <translation>Додані зображення</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_tray.py" line="63"/>
        <source>⚠ This model may not accept images.</source>
        <translation>⚠ Ця модель може не приймати зображення.</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_tray.py" line="165"/>
        <location filename="../../ui/attachment_tray.py" line="166"/>
        <source>draft image</source>
        <translation>зображення з чернетки</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_tray.py" line="236"/>
        <source>{0}: an animated image; only its first frame will be sent.</source>
        <translation>{0}: анімоване зображення; буде надіслано лише перший кадр.</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_tray.py" line="297"/>
        <source>{0} image(s) · {1} kB · ~{2} tokens</source>
        <translation>Зображень: {0} · {1} кБ · ~{2} токенів</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_tray.py" line="304"/>
        <source> · ~${0:.4f}</source>
        <translation> · ~${0:.4f}</translation>
    </message>
</context>
<context>
    <name>AttachmentsPresenter</name>
    <message>
        <location filename="../../ui/presenters/attachments.py" line="101"/>
        <source>Attach images</source>
        <translation>Додати зображення</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/attachments.py" line="103"/>
        <source>Images ({0});;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/presenters/attachments.py" line="194"/>
        <source>That image is no longer stored.</source>
        <translation>Це зображення більше не зберігається.</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/attachments.py" line="196"/>
        <source>Image</source>
        <translation>Зображення</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/attachments.py" line="199"/>
        <source>As it will be sent</source>
        <translation>Як буде надіслано</translation>
    </message>
</context>
<context>
    <name>BusySlot</name>
    <message>
        <location filename="../../ui/attachment_item.py" line="173"/>
        <source>Preparing {0}…</source>
        <translation>Підготовка {0}…</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_item.py" line="174"/>
        <source>Preparing image</source>
        <translation>Підготовка зображення</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_item.py" line="175"/>
        <source>Preparing…</source>
        <translation>Підготовка…</translation>
    </message>
</context>
<context>
    <name>ChatController</name>
    <message>
        <location filename="../../storage/database.py" line="78"/>
        <source>The history database could not be read. It was moved aside to {0} and a new one was started.</source>
        <translation>Не вдалося прочитати базу історії. Її відкладено в {0}, створено нову.</translation>
    </message>
</context>
<context>
    <name>ChatPresenter</name>
    <message>
        <location filename="../../ui/presenters/chat.py" line="120"/>
        <source>A reply is still streaming; press Esc to stop it.</source>
        <translation>Відповідь ще надходить; натисніть Esc, щоб зупинити.</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/chat.py" line="124"/>
        <source>Still preparing the images…</source>
        <translation>Зображення ще готуються…</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/chat.py" line="132"/>
        <source>Choose a model first.</source>
        <translation>Спочатку виберіть модель.</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/chat.py" line="136"/>
        <source>Add your API key in Settings first.</source>
        <translation>Спочатку додайте API-ключ у налаштуваннях.</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/chat.py" line="160"/>
        <source>Not saved: {0} Your message is still in the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/presenters/chat.py" line="210"/>
        <source>Stopped. The partial reply was kept.</source>
        <translation>Зупинено. Частину відповіді збережено.</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/chat.py" line="213"/>
        <source>The reply ended early (the connection closed before it finished).</source>
        <translation>Відповідь обірвалася (з&apos;єднання закрилося до її завершення).</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/chat.py" line="234"/>
        <source>Resend without “{0}”</source>
        <translation>Надіслати знову без «{0}»</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/chat.py" line="273"/>
        <source>New chat</source>
        <translation>Новий чат</translation>
    </message>
</context>
<context>
    <name>CompareColumn</name>
    <message>
        <location filename="../../ui/compare_view.py" line="60"/>
        <source>Model for column {0}</source>
        <translation>Модель для стовпця {0}</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="70"/>
        <location filename="../../ui/compare_view.py" line="71"/>
        <source>Stop this column</source>
        <translation>Зупинити цей стовпець</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="76"/>
        <source>Ask this model again</source>
        <translation>Запитати цю модель ще раз</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="77"/>
        <source>Retry this column</source>
        <translation>Повторити цей стовпець</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="83"/>
        <source>Remove column</source>
        <translation>Прибрати стовпець</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="84"/>
        <source>Remove this column</source>
        <translation>Прибрати цей стовпець</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="88"/>
        <source>Continue with this one as a normal chat</source>
        <translation>Продовжити з цією як звичайний чат</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="89"/>
        <source>Continue with this one</source>
        <translation>Продовжити з цією</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="98"/>
        <source>Temperature for this column</source>
        <translation>Temperature для цього стовпця</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="102"/>
        <source>temp</source>
        <translation>temp</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="103"/>
        <source>Temperature for this column (blank: the panel&apos;s)</source>
        <translation>Temperature для цього стовпця (порожньо: як на панелі)</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="107"/>
        <source>Max tokens for this column</source>
        <translation>Максимум токенів для цього стовпця</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="110"/>
        <source>max</source>
        <translation>макс.</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="111"/>
        <source>Max tokens for this column (blank: the panel&apos;s)</source>
        <translation>Максимум токенів для цього стовпця (порожньо: як на панелі)</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="114"/>
        <source>Reasoning effort for this column</source>
        <translation>Зусилля міркування для цього стовпця</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="116"/>
        <source>effort</source>
        <translation>зусилля</translation>
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
        <translation>Кінцева точка для цього стовпця</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="178"/>
        <source>Panel&apos;s endpoint</source>
        <translation>Кінцева точка з панелі</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="209"/>
        <source>Model {0}</source>
        <translation>Модель {0}</translation>
    </message>
</context>
<context>
    <name>ComparePresenter</name>
    <message>
        <location filename="../../ui/presenters/compare.py" line="113"/>
        <source>Compare models</source>
        <translation>Порівняти моделі</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/compare.py" line="117"/>
        <source>New chat</source>
        <translation>Новий чат</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/compare.py" line="138"/>
        <source>{0} Retrying in {1:.0f} s…</source>
        <translation>{0} Повтор через {1:.0f} с…</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/compare.py" line="204"/>
        <source>The models are still answering; press Esc to stop.</source>
        <translation>Моделі ще відповідають; натисніть Esc, щоб зупинити.</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/compare.py" line="211"/>
        <source>Still preparing the images…</source>
        <translation>Зображення ще готуються…</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/compare.py" line="264"/>
        <source>Waiting for the first token…</source>
        <translation>Очікування першого токена…</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/compare.py" line="317"/>
        <source>Column {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../ui/presenters/compare.py" line="330"/>
        <source>Vote saved. The names are revealed.</source>
        <translation>Голос збережено. Назви розкрито.</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/compare.py" line="349"/>
        <source>Export this compare</source>
        <translation>Експортувати це порівняння</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/compare.py" line="351"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/compare.py" line="359"/>
        <source>Exported the compare to {0}</source>
        <translation>Порівняння експортовано в {0}</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../../ui/compare_view.py" line="234"/>
        <source>Compare models</source>
        <translation>Порівняти моделі</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="236"/>
        <source>+ Column</source>
        <translation>+ Стовпець</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="238"/>
        <source>Compare up to {0} models</source>
        <translation>Порівняйте до {0} моделей</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="239"/>
        <source>Blind</source>
        <translation>Наосліп</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="242"/>
        <source>Hide model names and shuffle the columns; vote, then see who was who</source>
        <translation>Приховати назви моделей і перемішати стовпці; проголосуйте, а тоді дізнайтеся, хто є хто</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="244"/>
        <source>Grid</source>
        <translation>Сітка</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="246"/>
        <source>Sync scroll</source>
        <translation>Синхронне прокручування</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="248"/>
        <source>Diff…</source>
        <translation>Різниця…</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="250"/>
        <source>Export…</source>
        <translation>Експорт…</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="252"/>
        <source>Leaderboard</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="260"/>
        <source>One prompt goes to every column; each model keeps its own thread.</source>
        <translation>Один запит надходить у кожен стовпець; кожна модель веде власну розмову.</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="268"/>
        <source>Compare columns</source>
        <translation>Стовпці порівняння</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="353"/>
        <source>Which answer is best?</source>
        <translation>Яка відповідь найкраща?</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="354"/>
        <source>{0} is best</source>
        <translation>{0} найкраща</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="355"/>
        <source>Tie</source>
        <translation>Нічия</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="355"/>
        <source>All bad</source>
        <translation>Усі погані</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../ui/composer.py" line="28"/>
        <source>Message</source>
        <translation>Повідомлення</translation>
    </message>
    <message>
        <location filename="../../ui/composer.py" line="30"/>
        <source>Type a message. Enter sends, Shift+Enter adds a line.</source>
        <translation>Введіть повідомлення. Enter надсилає, Shift+Enter додає рядок.</translation>
    </message>
    <message>
        <location filename="../../ui/composer.py" line="33"/>
        <location filename="../../ui/composer.py" line="44"/>
        <source>Message Comet Desk…  (Enter to send, Shift+Enter for a new line)</source>
        <translation>Повідомлення для Comet Desk…  (Enter — надіслати, Shift+Enter — новий рядок)</translation>
    </message>
    <message>
        <location filename="../../ui/composer.py" line="46"/>
        <source>Message Comet Desk…  (Ctrl+Enter to send, Enter for a new line)</source>
        <translation>Повідомлення для Comet Desk…  (Ctrl+Enter — надіслати, Enter — новий рядок)</translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <location filename="../../ui/conversation_list.py" line="73"/>
        <source>Today</source>
        <translation>Сьогодні</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="75"/>
        <source>Yesterday</source>
        <translation>Учора</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="77"/>
        <source>Previous 7 days</source>
        <translation>Попередні 7 днів</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="79"/>
        <source>Previous 30 days</source>
        <translation>Попередні 30 днів</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="125"/>
        <location filename="../../ui/conversation_list.py" line="450"/>
        <source>Untitled</source>
        <translation>Без назви</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="144"/>
        <source>Pinned</source>
        <translation>Закріплені</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="375"/>
        <location filename="../../ui/conversation_list.py" line="377"/>
        <source>New chat</source>
        <translation>Новий чат</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="378"/>
        <source>Start a new conversation (Ctrl+N)</source>
        <translation>Почати нову розмову (Ctrl+N)</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="381"/>
        <source>Search conversations</source>
        <translation>Пошук розмов</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="382"/>
        <source>Search (Ctrl+K)</source>
        <translation>Пошук (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="388"/>
        <source>Conversations</source>
        <translation>Розмови</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="390"/>
        <source>Grouped by folder and by date. Drag a conversation onto a folder to file it.</source>
        <translation>Згруповано за папками й датами. Перетягніть розмову на папку, щоб покласти її туди.</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="474"/>
        <source>No conversation matches.</source>
        <translation>Жодна розмова не підходить.</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="476"/>
        <source>No conversations yet. Start one with New chat (Ctrl+N).</source>
        <translation>Розмов ще немає. Почніть нову кнопкою «Новий чат» (Ctrl+N).</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="587"/>
        <source>New folder</source>
        <translation>Нова папка</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="587"/>
        <location filename="../../ui/conversation_list.py" line="652"/>
        <source>Folder name:</source>
        <translation>Назва папки:</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="610"/>
        <source>Rename folder…</source>
        <translation>Перейменувати папку…</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="612"/>
        <source>Delete folder (keeps its conversations)</source>
        <translation>Видалити папку (розмови залишаться)</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="619"/>
        <location filename="../../ui/conversation_list.py" line="641"/>
        <source>New folder…</source>
        <translation>Нова папка…</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="624"/>
        <source>Rename…</source>
        <translation>Перейменувати…</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="626"/>
        <source>Unpin</source>
        <translation>Відкріпити</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="626"/>
        <source>Pin to top</source>
        <translation>Закріпити вгорі</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="629"/>
        <source>Duplicate</source>
        <translation>Дублювати</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="630"/>
        <source>Move to folder</source>
        <translation>Перемістити в папку</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="644"/>
        <source>Remove from folder</source>
        <translation>Вийняти з папки</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="648"/>
        <source>Move to trash</source>
        <translation>Перемістити в кошик</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="652"/>
        <source>Rename folder</source>
        <translation>Перейменувати папку</translation>
    </message>
</context>
<context>
    <name>DiffDialog</name>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="33"/>
        <source>Compare two answers word by word</source>
        <translation>Порівняти дві відповіді слово за словом</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="66"/>
        <source>{0:.0%} the same</source>
        <translation>{0:.0%} однакові</translation>
    </message>
</context>
<context>
    <name>Endpoints</name>
    <message>
        <location filename="../../services/endpoints.py" line="109"/>
        <source>The system keyring did not answer.</source>
        <translation>Системне сховище ключів не відповіло.</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="117"/>
        <source>COMETDESK_API_KEY (this run only)</source>
        <translation>COMETDESK_API_KEY (лише для цього запуску)</translation>
    </message>
    <message>
        <location filename="../../services/endpoints.py" line="149"/>
        <source>{0} The key is used for this session only.</source>
        <translation>{0} Ключ використовується лише в цьому сеансі.</translation>
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
        <translation>&amp;Вмістити у вікно</translation>
    </message>
    <message>
        <location filename="../../ui/image_viewer.py" line="33"/>
        <source>This image could not be shown.</source>
        <translation>Це зображення не вдалося показати.</translation>
    </message>
    <message>
        <location filename="../../ui/image_viewer.py" line="35"/>
        <source>{0}×{1} pixels</source>
        <translation>{0}×{1} пікселів</translation>
    </message>
</context>
<context>
    <name>LeaderboardDialog</name>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="83"/>
        <source>Your leaderboard</source>
        <translation>Ваш рейтинг</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="96"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="96"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="96"/>
        <source>95% interval</source>
        <translation>95% інтервал</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="96"/>
        <source>Votes</source>
        <translation>Голоси</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="97"/>
        <source>Wins</source>
        <translation>Перемоги</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="101"/>
        <source>Export CSV…</source>
        <translation>Експорт CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="109"/>
        <source>Ratings are Bradley–Terry strengths from your blind votes, on an Elo-like scale (1000 = average); the interval comes from resampling your votes.</source>
        <translation>Рейтинги — це сили за моделлю Бредлі–Террі з ваших голосувань наосліп, у шкалі на зразок Ело (1000 = середнє); інтервал отримано повторною вибіркою ваших голосів.</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="130"/>
        <source>Computing…</source>
        <translation>Обчислення…</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="141"/>
        <source>{0} vote(s)</source>
        <translation>Голосів: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/arena_dialogs.py" line="146"/>
        <source>Export leaderboard</source>
        <translation>Експортувати рейтинг</translation>
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
        <translation>Надіслати</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="49"/>
        <source>Send (Enter)</source>
        <translation>Надіслати (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="51"/>
        <source>Attach…</source>
        <translation>Додати…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="53"/>
        <source>Attach images</source>
        <translation>Додати зображення</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="55"/>
        <source>Attach images (or paste a screenshot, or drop files on the message box)</source>
        <translation>Додати зображення (або вставте знімок екрана чи перетягніть файли на поле повідомлення)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="58"/>
        <location filename="../../ui/main_window.py" line="60"/>
        <source>Stop</source>
        <translation>Зупинити</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="61"/>
        <source>Stop the reply (Esc)</source>
        <translation>Зупинити відповідь (Esc)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="63"/>
        <source>Settings…</source>
        <translation>Налаштування…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="65"/>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="66"/>
        <source>Endpoint and API key (Ctrl+,)</source>
        <translation>Кінцева точка та API-ключ (Ctrl+,)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="73"/>
        <source>Compare</source>
        <translation>Порівняти</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="75"/>
        <source>Compare models side by side</source>
        <translation>Порівняти моделі поруч</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="76"/>
        <source>Send one prompt to several models (Ctrl+Shift+M)</source>
        <translation>Надіслати один запит кільком моделям (Ctrl+Shift+M)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="79"/>
        <source>New chat</source>
        <translation>Новий чат</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="81"/>
        <source>Conversation title</source>
        <translation>Назва розмови</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="93"/>
        <source>Conversation totals</source>
        <translation>Підсумки розмови</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="97"/>
        <source>Editing a message — Enter sends it as a new version, Esc cancels.</source>
        <translation>Редагування повідомлення — Enter надсилає нову версію, Esc скасовує.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="100"/>
        <source>Editing a message</source>
        <translation>Редагування повідомлення</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="191"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="192"/>
        <source>&amp;Import…</source>
        <translation>&amp;Імпорт…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="195"/>
        <source>Import a Comet Desk export or a ChatGPT conversations.json</source>
        <translation>Імпортувати експорт Comet Desk або conversations.json з ChatGPT</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="197"/>
        <source>Export all as &amp;JSON…</source>
        <translation>Експортувати все як &amp;JSON…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="199"/>
        <source>Export all as &amp;Markdown…</source>
        <translation>Експортувати все як &amp;Markdown…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="201"/>
        <source>&amp;Quit</source>
        <translation>&amp;Вийти</translation>
    </message>
</context>
<context>
    <name>ModelsPresenter</name>
    <message>
        <location filename="../../ui/presenters/models.py" line="95"/>
        <source>Could not load the model list: {0}</source>
        <translation>Не вдалося завантажити список моделей: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/models.py" line="110"/>
        <source>Balance: unlimited</source>
        <translation>Баланс: необмежений</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/models.py" line="112"/>
        <source>Balance: ${0:,.2f}</source>
        <translation>Баланс: ${0:,.2f}</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/models.py" line="137"/>
        <source>Save preset</source>
        <translation>Зберегти набір</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/models.py" line="137"/>
        <source>Preset name:</source>
        <translation>Назва набору:</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/models.py" line="144"/>
        <source>Saved preset “{0}”.</source>
        <translation>Набір «{0}» збережено.</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/models.py" line="153"/>
        <source>Applied preset “{0}”.</source>
        <translation>Застосовано набір «{0}».</translation>
    </message>
</context>
<context>
    <name>ParameterPanel</name>
    <message>
        <location filename="../../ui/parameter_panel.py" line="51"/>
        <source>Parameters</source>
        <translation>Параметри</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="55"/>
        <location filename="../../ui/parameter_panel.py" line="56"/>
        <source>Presets</source>
        <translation>Набори</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="57"/>
        <source>Named sets of model, parameters and system prompt</source>
        <translation>Іменовані набори моделі, параметрів і системного запиту</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="67"/>
        <source>Endpoint profile</source>
        <translation>Профіль кінцевої точки</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="68"/>
        <source>Which endpoint this conversation talks to</source>
        <translation>З якою кінцевою точкою працює ця розмова</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="72"/>
        <location filename="../../ui/parameter_panel.py" line="152"/>
        <source>Model</source>
        <translation>Модель</translation>
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
        <translation>Типово</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="93"/>
        <source>Maximum tokens</source>
        <translation>Максимум токенів</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="100"/>
        <location filename="../../ui/parameter_panel.py" line="162"/>
        <source>System prompt</source>
        <translation>Системний запит</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="101"/>
        <source>Optional instructions for the model</source>
        <translation>Необов&apos;язкові вказівки для моделі</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="106"/>
        <source>Favourite model</source>
        <translation>Улюблена модель</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="107"/>
        <source>Favourite models are listed first</source>
        <translation>Улюблені моделі показуються першими</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="119"/>
        <location filename="../../ui/parameter_panel.py" line="121"/>
        <source>Stream the reply</source>
        <translation>Потокова відповідь</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="126"/>
        <source>API endpoint</source>
        <translation>Кінцева точка API</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="128"/>
        <source>Automatic</source>
        <translation>Автоматично</translation>
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
        <translation>«Автоматично» використовує /responses для моделей, що працюють лише там (напр. o1-pro)</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="150"/>
        <source>Endpoint</source>
        <translation>Кінцева точка</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="154"/>
        <source>Max tokens</source>
        <translation>Макс. токенів</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="155"/>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="186"/>
        <source>No models loaded: check the key in Settings, or type one</source>
        <translation>Моделі не завантажено: перевірте ключ у налаштуваннях або введіть назву</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="196"/>
        <source>vision</source>
        <translation>зір</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="197"/>
        <source>reasoning</source>
        <translation>міркування</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="198"/>
        <source>tools</source>
        <translation>інструменти</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="205"/>
        <source>{0:,} tokens of context</source>
        <translation>{0:,} токенів контексту</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="208"/>
        <source>${0:g} in / ${1:g} out per 1M tokens</source>
        <translation>${0:g} вхід / ${1:g} вихід за 1 млн токенів</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="280"/>
        <source>Save current settings as preset…</source>
        <translation>Зберегти поточні налаштування як набір…</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="283"/>
        <source>Default for new chats</source>
        <translation>Типовий для нових чатів</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="285"/>
        <source>None</source>
        <translation>Немає</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="289"/>
        <source>Delete preset</source>
        <translation>Видалити набір</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="298"/>
        <source>Adjusted for this model:</source>
        <translation>Підлаштовано під цю модель:</translation>
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
        <translation>{reason} Спроба {attempt}</translation>
    </message>
    <message>
        <location filename="../../ui/status_bus.py" line="99"/>
        <source>{0}: retrying now…</source>
        <translation>{0}: повторна спроба…</translation>
    </message>
    <message>
        <location filename="../../ui/status_bus.py" line="102"/>
        <source>{0} in {1:.0f} s — press Esc to cancel.</source>
        <translation>{0} через {1:.0f} с — Esc, щоб скасувати.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ui/settings_dialog.py" line="64"/>
        <source>Welcome to Comet Desk</source>
        <translation>Ласкаво просимо до Comet Desk</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="64"/>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="75"/>
        <source>Settings sections</source>
        <translation>Розділи налаштувань</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="80"/>
        <source>Account</source>
        <translation>Обліковий запис</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="82"/>
        <source>Endpoints</source>
        <translation>Кінцеві точки</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="83"/>
        <source>General</source>
        <translation>Загальні</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="84"/>
        <source>Models</source>
        <translation>Моделі</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="85"/>
        <source>Network</source>
        <translation>Мережа</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="98"/>
        <source>Save settings</source>
        <translation>Зберегти налаштування</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="123"/>
        <source>Comet Desk talks to CometAPI or any OpenAI-compatible endpoint. Paste your API key below; you can create one in the &lt;a href=&quot;{url}&quot;&gt;CometAPI console&lt;/a&gt;. The key is stored in your system keyring, never in a file.</source>
        <translation>Comet Desk працює з CometAPI або будь-якою OpenAI-сумісною кінцевою точкою. Вставте нижче свій API-ключ; створити його можна в &lt;a href=&quot;{url}&quot;&gt;консолі CometAPI&lt;/a&gt;. Ключ зберігається в системному сховищі ключів, ніколи не у файлі.</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="130"/>
        <source>API base URL</source>
        <translation>Базова URL-адреса API</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="134"/>
        <source>Set by COMETDESK_BASE_URL for this run; not saved.</source>
        <translation>Задано COMETDESK_BASE_URL для цього запуску; не зберігається.</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="138"/>
        <location filename="../../ui/settings_dialog.py" line="163"/>
        <location filename="../../ui/settings_dialog.py" line="217"/>
        <source>API key</source>
        <translation>API-ключ</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="141"/>
        <source>Stored in {where}; type to replace</source>
        <translation>Збережено в {where}; введіть, щоб замінити</translation>
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
        <translation>Забути збережений ключ</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="156"/>
        <source>{problem} The key will be used for this session only and not saved. To keep it across runs without a keyring, start Comet Desk with the environment variable COMETDESK_API_KEY.</source>
        <translation>{problem} Ключ використовуватиметься лише в цьому сеансі й не буде збережений. Щоб мати його в наступних запусках без сховища ключів, запускайте Comet Desk зі змінною середовища COMETDESK_API_KEY.</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="162"/>
        <location filename="../../ui/settings_dialog.py" line="216"/>
        <location filename="../../ui/settings_dialog.py" line="471"/>
        <source>Base URL</source>
        <translation>Базова URL-адреса</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="176"/>
        <source>Other OpenAI-compatible endpoints: a local server, another gateway. Each has its own key in the system keyring and can be chosen per conversation.</source>
        <translation>Інші OpenAI-сумісні кінцеві точки: локальний сервер, інший шлюз. Кожна має власний ключ у системному сховищі ключів і вибирається для кожної розмови.</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="184"/>
        <source>Endpoint profiles</source>
        <translation>Профілі кінцевих точок</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="185"/>
        <location filename="../../ui/settings_dialog.py" line="187"/>
        <source>Add endpoint</source>
        <translation>Додати кінцеву точку</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="188"/>
        <source>Remove</source>
        <translation>Прибрати</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="190"/>
        <source>Remove endpoint</source>
        <translation>Прибрати кінцеву точку</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="193"/>
        <source>Endpoint name</source>
        <translation>Назва кінцевої точки</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="196"/>
        <source>Endpoint base URL</source>
        <translation>Базова URL-адреса кінцевої точки</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="200"/>
        <source>Endpoint API key</source>
        <translation>API-ключ кінцевої точки</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="215"/>
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="239"/>
        <location filename="../../ui/settings_dialog.py" line="283"/>
        <source>Send with</source>
        <translation>Надсилати клавішами</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="240"/>
        <source>Enter (Shift+Enter: new line)</source>
        <translation>Enter (Shift+Enter: новий рядок)</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="241"/>
        <source>Ctrl+Enter (Enter: new line)</source>
        <translation>Ctrl+Enter (Enter: новий рядок)</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="245"/>
        <location filename="../../ui/settings_dialog.py" line="284"/>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="247"/>
        <source>Follow the system</source>
        <translation>Як у системі</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="248"/>
        <source>Light</source>
        <translation>Світла</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="249"/>
        <source>Dark</source>
        <translation>Темна</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="255"/>
        <location filename="../../ui/settings_dialog.py" line="285"/>
        <source>Language</source>
        <translation>Мова</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="256"/>
        <source>System language</source>
        <translation>Мова системи</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="260"/>
        <source>A new language applies after a restart.</source>
        <translation>Нова мова застосується після перезапуску.</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="263"/>
        <location filename="../../ui/settings_dialog.py" line="286"/>
        <source>Text size</source>
        <translation>Розмір тексту</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="265"/>
        <source>Default</source>
        <translation>Типово</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="266"/>
        <source> pt</source>
        <translation> пт</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="272"/>
        <source>Open folder</source>
        <translation>Відкрити папку</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="274"/>
        <source>Open the data folder</source>
        <translation>Відкрити папку даних</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="287"/>
        <source>Data folder</source>
        <translation>Папка даних</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="295"/>
        <location filename="../../ui/settings_dialog.py" line="340"/>
        <source>Default model</source>
        <translation>Типова модель</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="298"/>
        <location filename="../../ui/settings_dialog.py" line="341"/>
        <source>Default system prompt</source>
        <translation>Типовий системний запит</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="301"/>
        <source>Name new chats with a short model request</source>
        <translation>Називати нові чати коротким запитом до моделі</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="303"/>
        <source>Automatic titles</source>
        <translation>Автоматичні назви</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="307"/>
        <source>Model for titles</source>
        <translation>Модель для назв</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="308"/>
        <source>the cheapest listed chat model</source>
        <translation>найдешевша чат-модель зі списку</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="311"/>
        <source>Stream timeout in seconds</source>
        <translation>Тайм-аут потоку в секундах</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="313"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="317"/>
        <source>How long a reply may stay silent before it is given up. Reasoning models can think for minutes before their first word.</source>
        <translation>Скільки відповідь може мовчати, перш ніж її буде покинуто. Моделі міркування можуть думати кілька хвилин до першого слова.</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="323"/>
        <source>Image size policy</source>
        <translation>Політика розміру зображень</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="325"/>
        <source>Best for high detail (long ≤ 2048, short ≤ 768)</source>
        <translation>Найкраще для високої деталізації (довга ≤ 2048, коротка ≤ 768)</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="326"/>
        <source>Fit 2048 px</source>
        <translation>Вмістити в 2048 px</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="327"/>
        <source>Fit 1568 px</source>
        <translation>Вмістити в 1568 px</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="328"/>
        <source>Fit 768 px</source>
        <translation>Вмістити в 768 px</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="329"/>
        <source>Original size (metadata still removed)</source>
        <translation>Початковий розмір (метадані все одно видаляються)</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="335"/>
        <source>Quick prompts for images</source>
        <translation>Швидкі запити для зображень</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="336"/>
        <source>One prompt per line</source>
        <translation>Один запит на рядок</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="343"/>
        <source>Title model</source>
        <translation>Модель для назв</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="344"/>
        <source>Stream timeout</source>
        <translation>Тайм-аут потоку</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="345"/>
        <source>Images</source>
        <translation>Зображення</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="346"/>
        <source>Image quick prompts</source>
        <translation>Швидкі запити для зображень</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="354"/>
        <location filename="../../ui/settings_dialog.py" line="375"/>
        <source>Proxy</source>
        <translation>Проксі</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="355"/>
        <source>empty: the system proxy</source>
        <translation>порожньо: системний проксі</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="357"/>
        <source>http://host:port, https://host:port or socks5://host:port</source>
        <translation>http://хост:порт, https://хост:порт або socks5://хост:порт</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="361"/>
        <source>Extra CA certificates</source>
        <translation>Додаткові сертифікати ЦС</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="362"/>
        <source>a PEM file, for corporate proxies</source>
        <translation>файл PEM для корпоративних проксі</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="363"/>
        <source>Browse…</source>
        <translation>Огляд…</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="365"/>
        <source>Choose a CA certificate file</source>
        <translation>Виберіть файл сертифіката ЦС</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="368"/>
        <source>Certificates are always verified; this file adds to the trusted ones.</source>
        <translation>Сертифікати перевіряються завжди; цей файл додається до довірених.</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="376"/>
        <location filename="../../ui/settings_dialog.py" line="460"/>
        <source>CA certificates</source>
        <translation>Сертифікати ЦС</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="389"/>
        <source>Local server</source>
        <translation>Локальний сервер</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="422"/>
        <source>Stored in the keyring; type to replace</source>
        <translation>Збережено у сховищі ключів; введіть, щоб замінити</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="424"/>
        <source>optional: local servers often need none</source>
        <translation>необов&apos;язково: локальним серверам часто не потрібен</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="434"/>
        <source>Endpoint</source>
        <translation>Кінцева точка</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="462"/>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>Сертифікати (*.pem *.crt *.cer);;Усі файли (*)</translation>
    </message>
</context>
<context>
    <name>SettingsPresenter</name>
    <message>
        <location filename="../../ui/presenters/settings.py" line="93"/>
        <source>That key was rejected by {0}. Check it and try again.</source>
        <translation>{0} відхилив цей ключ. Перевірте його й спробуйте ще раз.</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/settings.py" line="100"/>
        <source>Saved, but the key could not be verified: {0}</source>
        <translation>Збережено, але ключ не вдалося перевірити: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/settings.py" line="110"/>
        <source>The new language applies when Comet Desk restarts.</source>
        <translation>Нова мова застосується після перезапуску Comet Desk.</translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="18"/>
        <source>Keyboard shortcuts</source>
        <translation>Комбінації клавіш</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="20"/>
        <source>Send</source>
        <translation>Надіслати</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="21"/>
        <source>New line in the message</source>
        <translation>Новий рядок у повідомленні</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="22"/>
        <source>Stop the reply (all columns in compare)</source>
        <translation>Зупинити відповідь (у порівнянні — усі стовпці)</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="23"/>
        <source>Edit the last message (in an empty message box)</source>
        <translation>Редагувати останнє повідомлення (у порожньому полі)</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="24"/>
        <source>New chat</source>
        <translation>Новий чат</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="25"/>
        <source>Search conversations</source>
        <translation>Пошук розмов</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="26"/>
        <source>Next conversation</source>
        <translation>Наступна розмова</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="27"/>
        <source>Previous conversation</source>
        <translation>Попередня розмова</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="28"/>
        <source>Copy the last reply</source>
        <translation>Копіювати останню відповідь</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="29"/>
        <source>Compare models</source>
        <translation>Порівняти моделі</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="30"/>
        <source>Settings</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="31"/>
        <source>Rename the conversation</source>
        <translation>Перейменувати розмову</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="32"/>
        <source>Move the conversation to the trash</source>
        <translation>Перемістити розмову в кошик</translation>
    </message>
    <message>
        <location filename="../../ui/shortcut_sheet.py" line="33"/>
        <source>This list</source>
        <translation>Цей список</translation>
    </message>
</context>
<context>
    <name>SidebarPresenter</name>
    <message>
        <location filename="../../ui/presenters/sidebar.py" line="124"/>
        <source>Undo delete</source>
        <translation>Скасувати видалення</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/sidebar.py" line="126"/>
        <source>Moved to the trash.</source>
        <translation>Переміщено в кошик.</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/sidebar.py" line="131"/>
        <source>Restored.</source>
        <translation>Відновлено.</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/sidebar.py" line="138"/>
        <source>{0} (copy)</source>
        <translation>{0} (копія)</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/sidebar.py" line="142"/>
        <source>Duplicated “{0}”.</source>
        <translation>«{0}» продубльовано.</translation>
    </message>
</context>
<context>
    <name>StatusArea</name>
    <message>
        <location filename="../../ui/status_bus.py" line="128"/>
        <source>Working</source>
        <translation>Виконується</translation>
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
        <translation>{0} на вході · {1} на виході токенів</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/thread.py" line="241"/>
        <source>Tokens and cost of the replies shown, {0} replies</source>
        <translation>Токени й вартість показаних відповідей, відповідей: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/thread.py" line="257"/>
        <source>Wait for the reply to finish first.</source>
        <translation>Спершу дочекайтеся завершення відповіді.</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/thread.py" line="308"/>
        <source>Copied the reply as plain text.</source>
        <translation>Відповідь скопійовано як звичайний текст.</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/thread.py" line="311"/>
        <source>Copied the reply as Markdown.</source>
        <translation>Відповідь скопійовано як Markdown.</translation>
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
        <translation>Видалити повідомлення</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/thread.py" line="347"/>
        <source>Delete this message?</source>
        <translation>Видалити це повідомлення?</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/thread.py" line="349"/>
        <source>A version is deleted with the replies that followed it; other versions stay.</source>
        <translation>Версію буде видалено разом із відповідями після неї; інші версії залишаться.</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/thread.py" line="367"/>
        <source>Message deleted.</source>
        <translation>Повідомлення видалено.</translation>
    </message>
</context>
<context>
    <name>Transcript</name>
    <message>
        <location filename="../../render/messages.py" line="16"/>
        <source>Incomplete — the connection ended before the reply finished.</source>
        <translation>Неповна — з&apos;єднання обірвалося до завершення відповіді.</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="19"/>
        <source>Interrupted — the app closed while this reply was streaming.</source>
        <translation>Перервано — застосунок закрився під час надходження відповіді.</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="22"/>
        <source>Stopped — you stopped this reply.</source>
        <translation>Зупинено — ви зупинили цю відповідь.</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="23"/>
        <source>Streaming…</source>
        <translation>Надходить…</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="29"/>
        <source>Cut at the max tokens limit — Continue?</source>
        <translation>Обрізано на межі максимуму токенів — продовжити?</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="31"/>
        <source>Stopped by the provider&apos;s content filter.</source>
        <translation>Зупинено фільтром вмісту постачальника.</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="89"/>
        <source>You</source>
        <translation>Ви</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="92"/>
        <source>Edit</source>
        <translation>Редагувати</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="93"/>
        <location filename="../../render/messages.py" line="167"/>
        <source>Copy</source>
        <translation>Копіювати</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="94"/>
        <location filename="../../render/messages.py" line="176"/>
        <source>Delete</source>
        <translation>Видалити</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="144"/>
        <source>Error:</source>
        <translation>Помилка:</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="153"/>
        <source>{0} in · {1} out</source>
        <translation>{0} вхід · {1} вихід</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="157"/>
        <source>{0} reasoning</source>
        <translation>{0} міркування</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="168"/>
        <source>Copy text</source>
        <translation>Копіювати текст</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="172"/>
        <source>Retry</source>
        <translation>Повторити</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="174"/>
        <source>Regenerate</source>
        <translation>Згенерувати знову</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="179"/>
        <source>Continue</source>
        <translation>Продовжити</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="200"/>
        <source>Thinking…</source>
        <translation>Міркує…</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="209"/>
        <source>Thinking ({0} words)</source>
        <translation>Міркування ({0} слів)</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="230"/>
        <source>Tool call</source>
        <translation>Виклик інструмента</translation>
    </message>
    <message>
        <location filename="../../render/messages.py" line="233"/>
        <source>(shown, not run)</source>
        <translation>(показано, не виконано)</translation>
    </message>
</context>
<context>
    <name>TranscriptView</name>
    <message>
        <location filename="../../ui/transcript.py" line="74"/>
        <source>Transcript</source>
        <translation>Стрічка розмови</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="75"/>
        <source>The conversation. Replies appear here.</source>
        <translation>Розмова. Відповіді з&apos;являються тут.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="115"/>
        <source>Jump to latest ↓</source>
        <translation>До останнього ↓</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="117"/>
        <source>Jump to latest</source>
        <translation>До останнього</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="274"/>
        <source>Ask anything. Enter sends, Shift+Enter adds a line.</source>
        <translation>Питайте що завгодно. Enter надсилає, Shift+Enter додає рядок.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="275"/>
        <source>Paste a screenshot or drop images to have them described.</source>
        <translation>Вставте знімок екрана або перетягніть зображення, щоб отримати їх опис.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="276"/>
        <source>Compare (Ctrl+Shift+M) sends one prompt to several models at once.</source>
        <translation>Порівняння (Ctrl+Shift+M) надсилає один запит кільком моделям одразу.</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="452"/>
        <source>first token {0} s</source>
        <translation>перший токен за {0} с</translation>
    </message>
    <message>
        <location filename="../../ui/transcript.py" line="455"/>
        <source>{0} tokens/s</source>
        <translation>{0} токенів/с</translation>
    </message>
</context>
<context>
    <name>TransferPresenter</name>
    <message>
        <location filename="../../ui/presenters/transfer.py" line="59"/>
        <source>Export conversations</source>
        <translation>Експортувати розмови</translation>
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
        <translation>Експорт…</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/transfer.py" line="89"/>
        <source>Export failed: {0}</source>
        <translation>Експорт не вдався: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/transfer.py" line="95"/>
        <source>Exported {0} conversation(s) to {1}</source>
        <translation>Експортовано розмов: {0} у {1}</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/transfer.py" line="102"/>
        <source>Import conversations</source>
        <translation>Імпортувати розмови</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/transfer.py" line="104"/>
        <source>Exports (*.json *.zip);;All files (*)</source>
        <translation>Експорти (*.json *.zip);;Усі файли (*)</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/transfer.py" line="110"/>
        <source>Importing…</source>
        <translation>Імпорт…</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/transfer.py" line="116"/>
        <location filename="../../ui/presenters/transfer.py" line="120"/>
        <source>Nothing was imported: {0}</source>
        <translation>Нічого не імпортовано: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/presenters/transfer.py" line="126"/>
        <source>Imported {0} conversation(s) with {1} message(s).</source>
        <translation>Імпортовано розмов: {0}, повідомлень: {1}.</translation>
    </message>
</context>
</TS>
