<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk" sourcelanguage="en">
<context>
    <name>ApiError</name>
    <message>
        <location filename="../../api/errors.py" line="185"/>
        <source>Your account balance or quota is too low for this request</source>
        <translation>Балансу або квоти облікового запису недостатньо для цього запиту</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="191"/>
        <source>The API key was rejected</source>
        <translation>API-ключ відхилено</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="198"/>
        <source>Model not available: {0}</source>
        <translation>Модель недоступна: {0}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="200"/>
        <source>Model not available</source>
        <translation>Модель недоступна</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="204"/>
        <source>The API endpoint was not found; check the base URL</source>
        <translation>Кінцеву точку API не знайдено; перевірте базову URL-адресу</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="213"/>
        <source>The model does not support the parameter &apos;{0}&apos;</source>
        <translation>Модель не підтримує параметр &apos;{0}&apos;</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="215"/>
        <source>The request was rejected: {0}</source>
        <translation>Запит відхилено: {0}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="220"/>
        <source>Rate limited by the server</source>
        <translation>Сервер обмежив частоту запитів</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="222"/>
        <source>; try again in {0:.0f} s</source>
        <translation>; спробуйте ще раз через {0:.0f} с</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="226"/>
        <source>The server had a problem (HTTP {0}): {1}</source>
        <translation>На сервері сталася проблема (HTTP {0}): {1}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="233"/>
        <source>The request failed (HTTP {0}): {1}</source>
        <translation>Запит не вдався (HTTP {0}): {1}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="258"/>
        <source>the server</source>
        <translation>сервер</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="260"/>
        <source>Timed out connecting to {0}</source>
        <translation>Час очікування з&apos;єднання з {0} вичерпано</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="263"/>
        <source>No data from {0} within the read timeout; the reply stalled</source>
        <translation>Від {0} не надійшло даних за час очікування читання; відповідь завмерла</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="268"/>
        <source>Could not connect to {0}</source>
        <translation>Не вдалося з&apos;єднатися з {0}</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="269"/>
        <source>The connection to {0} broke</source>
        <translation>З&apos;єднання з {0} обірвалося</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="278"/>
        <source>The server reported an error during the reply</source>
        <translation>Під час відповіді сервер повідомив про помилку</translation>
    </message>
    <message>
        <location filename="../../api/errors.py" line="283"/>
        <source>The server reported an error: {0}</source>
        <translation>Сервер повідомив про помилку: {0}</translation>
    </message>
</context>
<context>
    <name>AttachmentActions</name>
    <message>
        <location filename="../../ui/controller_attachments.py" line="98"/>
        <source>That image is no longer stored.</source>
        <translation>Це зображення більше не зберігається.</translation>
    </message>
    <message>
        <location filename="../../ui/controller_attachments.py" line="100"/>
        <source>Image</source>
        <translation>Зображення</translation>
    </message>
    <message>
        <location filename="../../ui/controller_attachments.py" line="106"/>
        <source>Attach images</source>
        <translation>Додати зображення</translation>
    </message>
    <message>
        <location filename="../../ui/controller_attachments.py" line="108"/>
        <source>Images (*.png *.jpg *.jpeg *.webp *.gif *.bmp *.tif *.tiff);;All files (*)</source>
        <translation>Зображення (*.png *.jpg *.jpeg *.webp *.gif *.bmp *.tif *.tiff);;Усі файли (*)</translation>
    </message>
    <message>
        <location filename="../../ui/controller_attachments.py" line="130"/>
        <source>As it will be sent</source>
        <translation>Як буде надіслано</translation>
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
        <location filename="../../ui/attachment_tray.py" line="225"/>
        <source>{0}: an animated image; only its first frame will be sent.</source>
        <translation>{0}: анімоване зображення; буде надіслано лише перший кадр.</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_tray.py" line="286"/>
        <source>{0} image(s) · {1} kB · ~{2} tokens</source>
        <translation>Зображень: {0} · {1} кБ · ~{2} токенів</translation>
    </message>
    <message>
        <location filename="../../ui/attachment_tray.py" line="293"/>
        <source> · ~${0:.4f}</source>
        <translation> · ~${0:.4f}</translation>
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
        <location filename="../../ui/controller.py" line="164"/>
        <source>Working</source>
        <translation>Виконується</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="224"/>
        <source>Code copied.</source>
        <translation>Код скопійовано.</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="271"/>
        <source>Something went wrong: {0}</source>
        <translation>Щось пішло не так: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="291"/>
        <source>Cannot open the history</source>
        <translation>Не вдається відкрити історію</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="333"/>
        <source>{0} reply(s) were interrupted when the app last closed.</source>
        <translation>Під час останнього закриття застосунку перервано відповідей: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="354"/>
        <source>The history database could not be read. It was moved aside to {0} and a new one was started.</source>
        <translation>Не вдалося прочитати базу історії. Її відкладено в {0}, створено нову.</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="364"/>
        <source>COMETDESK_API_KEY (this run only)</source>
        <translation>COMETDESK_API_KEY (лише для цього запуску)</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="374"/>
        <source>The system keyring did not answer.</source>
        <translation>Системне сховище ключів не відповіло.</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="465"/>
        <source>New chat</source>
        <translation>Новий чат</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="506"/>
        <source>A reply is still streaming; press Esc to stop it.</source>
        <translation>Відповідь ще надходить; натисніть Esc, щоб зупинити.</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="511"/>
        <source>Still preparing the images…</source>
        <translation>Зображення ще готуються…</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="523"/>
        <source>Choose a model first.</source>
        <translation>Спочатку виберіть модель.</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="527"/>
        <source>Add your API key in Settings first.</source>
        <translation>Спочатку додайте API-ключ у налаштуваннях.</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="544"/>
        <source>Could not store the image: {0}</source>
        <translation>Не вдалося зберегти зображення: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="583"/>
        <source>{reason} Attempt {attempt}</source>
        <translation>{reason} Спроба {attempt}</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="593"/>
        <source>{0}: retrying now…</source>
        <translation>{0}: повторна спроба…</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="596"/>
        <source>{0} in {1:.0f} s — press Esc to cancel.</source>
        <translation>{0} через {1:.0f} с — Esc, щоб скасувати.</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="619"/>
        <source>Stopped. The partial reply was kept.</source>
        <translation>Зупинено. Частину відповіді збережено.</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="622"/>
        <source>The reply ended early (the connection closed before it finished).</source>
        <translation>Відповідь обірвалася (з&apos;єднання закрилося до її завершення).</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="635"/>
        <source>Resend without “{0}”</source>
        <translation>Надіслати знову без «{0}»</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="699"/>
        <source>Could not load the model list: {0}</source>
        <translation>Не вдалося завантажити список моделей: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="716"/>
        <source>Balance: unlimited</source>
        <translation>Баланс: необмежений</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="718"/>
        <source>Balance: ${0:,.2f}</source>
        <translation>Баланс: ${0:,.2f}</translation>
    </message>
</context>
<context>
    <name>CompareActions</name>
    <message>
        <location filename="../../ui/controller_compare.py" line="39"/>
        <source>Compare models</source>
        <translation>Порівняти моделі</translation>
    </message>
    <message>
        <location filename="../../ui/controller_compare.py" line="43"/>
        <source>New chat</source>
        <translation>Новий чат</translation>
    </message>
    <message>
        <location filename="../../ui/controller_compare.py" line="86"/>
        <source>Vote saved. The names are revealed.</source>
        <translation>Голос збережено. Назви розкрито.</translation>
    </message>
    <message>
        <location filename="../../ui/controller_compare.py" line="96"/>
        <source>Export this compare</source>
        <translation>Експортувати це порівняння</translation>
    </message>
    <message>
        <location filename="../../ui/controller_compare.py" line="98"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../../ui/controller_compare.py" line="106"/>
        <source>Exported the compare to {0}</source>
        <translation>Порівняння експортовано в {0}</translation>
    </message>
    <message>
        <location filename="../../ui/controller_compare.py" line="110"/>
        <source>The models are still answering; press Esc to stop.</source>
        <translation>Моделі ще відповідають; натисніть Esc, щоб зупинити.</translation>
    </message>
    <message>
        <location filename="../../ui/controller_compare.py" line="120"/>
        <source>Still preparing the images…</source>
        <translation>Зображення ще готуються…</translation>
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
        <location filename="../../ui/compare_view.py" line="166"/>
        <source>Panel&apos;s endpoint</source>
        <translation>Кінцева точка з панелі</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="197"/>
        <source>Model {0}</source>
        <translation>Модель {0}</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../../ui/compare_view.py" line="222"/>
        <source>Compare models</source>
        <translation>Порівняти моделі</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="224"/>
        <source>+ Column</source>
        <translation>+ Стовпець</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="226"/>
        <source>Compare up to {0} models</source>
        <translation>Порівняйте до {0} моделей</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="227"/>
        <source>Blind</source>
        <translation>Наосліп</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="230"/>
        <source>Hide model names and shuffle the columns; vote, then see who was who</source>
        <translation>Приховати назви моделей і перемішати стовпці; проголосуйте, а тоді дізнайтеся, хто є хто</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="232"/>
        <source>Grid</source>
        <translation>Сітка</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="234"/>
        <source>Sync scroll</source>
        <translation>Синхронне прокручування</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="236"/>
        <source>Diff…</source>
        <translation>Різниця…</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="238"/>
        <source>Export…</source>
        <translation>Експорт…</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="240"/>
        <source>Leaderboard</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="248"/>
        <source>One prompt goes to every column; each model keeps its own thread.</source>
        <translation>Один запит надходить у кожен стовпець; кожна модель веде власну розмову.</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="256"/>
        <source>Compare columns</source>
        <translation>Стовпці порівняння</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="341"/>
        <source>Which answer is best?</source>
        <translation>Яка відповідь найкраща?</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="342"/>
        <source>{0} is best</source>
        <translation>{0} найкраща</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="343"/>
        <source>Tie</source>
        <translation>Нічия</translation>
    </message>
    <message>
        <location filename="../../ui/compare_view.py" line="343"/>
        <source>All bad</source>
        <translation>Усі погані</translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../ui/composer.py" line="48"/>
        <source>Message</source>
        <translation>Повідомлення</translation>
    </message>
    <message>
        <location filename="../../ui/composer.py" line="50"/>
        <source>Type a message. Enter sends, Shift+Enter adds a line.</source>
        <translation>Введіть повідомлення. Enter надсилає, Shift+Enter додає рядок.</translation>
    </message>
    <message>
        <location filename="../../ui/composer.py" line="53"/>
        <location filename="../../ui/composer.py" line="64"/>
        <source>Message Comet Desk…  (Enter to send, Shift+Enter for a new line)</source>
        <translation>Повідомлення для Comet Desk…  (Enter — надіслати, Shift+Enter — новий рядок)</translation>
    </message>
    <message>
        <location filename="../../ui/composer.py" line="66"/>
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
        <location filename="../../ui/conversation_list.py" line="580"/>
        <source>New folder</source>
        <translation>Нова папка</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="580"/>
        <location filename="../../ui/conversation_list.py" line="645"/>
        <source>Folder name:</source>
        <translation>Назва папки:</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="603"/>
        <source>Rename folder…</source>
        <translation>Перейменувати папку…</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="605"/>
        <source>Delete folder (keeps its conversations)</source>
        <translation>Видалити папку (розмови залишаться)</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="612"/>
        <location filename="../../ui/conversation_list.py" line="634"/>
        <source>New folder…</source>
        <translation>Нова папка…</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="617"/>
        <source>Rename…</source>
        <translation>Перейменувати…</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="619"/>
        <source>Unpin</source>
        <translation>Відкріпити</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="619"/>
        <source>Pin to top</source>
        <translation>Закріпити вгорі</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="622"/>
        <source>Duplicate</source>
        <translation>Дублювати</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="623"/>
        <source>Move to folder</source>
        <translation>Перемістити в папку</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="637"/>
        <source>Remove from folder</source>
        <translation>Вийняти з папки</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="641"/>
        <source>Move to trash</source>
        <translation>Перемістити в кошик</translation>
    </message>
    <message>
        <location filename="../../ui/conversation_list.py" line="645"/>
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
    <name>HistoryActions</name>
    <message>
        <location filename="../../ui/controller_history.py" line="55"/>
        <source>Undo delete</source>
        <translation>Скасувати видалення</translation>
    </message>
    <message>
        <location filename="../../ui/controller_history.py" line="57"/>
        <source>Moved to the trash.</source>
        <translation>Переміщено в кошик.</translation>
    </message>
    <message>
        <location filename="../../ui/controller_history.py" line="67"/>
        <source>Restored.</source>
        <translation>Відновлено.</translation>
    </message>
    <message>
        <location filename="../../ui/controller_history.py" line="149"/>
        <source>{0} (copy)</source>
        <translation>{0} (копія)</translation>
    </message>
    <message>
        <location filename="../../ui/controller_history.py" line="154"/>
        <source>Duplicated “{0}”.</source>
        <translation>«{0}» продубльовано.</translation>
    </message>
    <message>
        <location filename="../../ui/controller_history.py" line="165"/>
        <source>Copied the reply as plain text.</source>
        <translation>Відповідь скопійовано як звичайний текст.</translation>
    </message>
    <message>
        <location filename="../../ui/controller_history.py" line="168"/>
        <source>Copied the reply as Markdown.</source>
        <translation>Відповідь скопійовано як Markdown.</translation>
    </message>
    <message>
        <location filename="../../ui/controller_history.py" line="186"/>
        <source>Export conversations</source>
        <translation>Експортувати розмови</translation>
    </message>
    <message>
        <location filename="../../ui/controller_history.py" line="188"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/controller_history.py" line="188"/>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <location filename="../../ui/controller_history.py" line="197"/>
        <source>Exporting…</source>
        <translation>Експорт…</translation>
    </message>
    <message>
        <location filename="../../ui/controller_history.py" line="214"/>
        <source>Export failed: {0}</source>
        <translation>Експорт не вдався: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/controller_history.py" line="218"/>
        <source>Exported {0} conversation(s) to {1}</source>
        <translation>Експортовано розмов: {0} у {1}</translation>
    </message>
    <message>
        <location filename="../../ui/controller_history.py" line="224"/>
        <source>Import conversations</source>
        <translation>Імпортувати розмови</translation>
    </message>
    <message>
        <location filename="../../ui/controller_history.py" line="226"/>
        <source>Exports (*.json *.zip);;All files (*)</source>
        <translation>Експорти (*.json *.zip);;Усі файли (*)</translation>
    </message>
    <message>
        <location filename="../../ui/controller_history.py" line="232"/>
        <source>Importing…</source>
        <translation>Імпорт…</translation>
    </message>
    <message>
        <location filename="../../ui/controller_history.py" line="237"/>
        <source>Nothing was imported: {0}</source>
        <translation>Нічого не імпортовано: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/controller_history.py" line="243"/>
        <source>Imported {0} conversation(s) with {1} message(s).</source>
        <translation>Імпортовано розмов: {0}, повідомлень: {1}.</translation>
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
        <location filename="../../ui/main_window.py" line="72"/>
        <source>Compare</source>
        <translation>Порівняти</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="74"/>
        <source>Compare models side by side</source>
        <translation>Порівняти моделі поруч</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="75"/>
        <source>Send one prompt to several models (Ctrl+Shift+M)</source>
        <translation>Надіслати один запит кільком моделям (Ctrl+Shift+M)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="78"/>
        <source>New chat</source>
        <translation>Новий чат</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="80"/>
        <source>Conversation title</source>
        <translation>Назва розмови</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="92"/>
        <source>Conversation totals</source>
        <translation>Підсумки розмови</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="96"/>
        <source>Editing a message — Enter sends it as a new version, Esc cancels.</source>
        <translation>Редагування повідомлення — Enter надсилає нову версію, Esc скасовує.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="99"/>
        <source>Editing a message</source>
        <translation>Редагування повідомлення</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="190"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="191"/>
        <source>&amp;Import…</source>
        <translation>&amp;Імпорт…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="194"/>
        <source>Import a Comet Desk export or a ChatGPT conversations.json</source>
        <translation>Імпортувати експорт Comet Desk або conversations.json з ChatGPT</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="196"/>
        <source>Export all as &amp;JSON…</source>
        <translation>Експортувати все як &amp;JSON…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="198"/>
        <source>Export all as &amp;Markdown…</source>
        <translation>Експортувати все як &amp;Markdown…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="200"/>
        <source>&amp;Quit</source>
        <translation>&amp;Вийти</translation>
    </message>
</context>
<context>
    <name>ParameterPanel</name>
    <message>
        <location filename="../../ui/parameter_panel.py" line="44"/>
        <source>Parameters</source>
        <translation>Параметри</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="48"/>
        <location filename="../../ui/parameter_panel.py" line="49"/>
        <source>Presets</source>
        <translation>Набори</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="50"/>
        <source>Named sets of model, parameters and system prompt</source>
        <translation>Іменовані набори моделі, параметрів і системного запиту</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="60"/>
        <source>Endpoint profile</source>
        <translation>Профіль кінцевої точки</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="61"/>
        <source>Which endpoint this conversation talks to</source>
        <translation>З якою кінцевою точкою працює ця розмова</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="65"/>
        <location filename="../../ui/parameter_panel.py" line="140"/>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="77"/>
        <location filename="../../ui/parameter_panel.py" line="141"/>
        <source>Temperature</source>
        <translation>Temperature</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="81"/>
        <location filename="../../ui/parameter_panel.py" line="89"/>
        <source>Default</source>
        <translation>Типово</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="86"/>
        <source>Maximum tokens</source>
        <translation>Максимум токенів</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="93"/>
        <location filename="../../ui/parameter_panel.py" line="150"/>
        <source>System prompt</source>
        <translation>Системний запит</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="94"/>
        <source>Optional instructions for the model</source>
        <translation>Необов&apos;язкові вказівки для моделі</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="99"/>
        <source>Favourite model</source>
        <translation>Улюблена модель</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="100"/>
        <source>Favourite models are listed first</source>
        <translation>Улюблені моделі показуються першими</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="107"/>
        <location filename="../../ui/parameter_panel.py" line="109"/>
        <source>Stream the reply</source>
        <translation>Потокова відповідь</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="114"/>
        <source>API endpoint</source>
        <translation>Кінцева точка API</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="116"/>
        <source>Automatic</source>
        <translation>Автоматично</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="117"/>
        <source>Chat Completions</source>
        <translation>Chat Completions</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="118"/>
        <source>Responses</source>
        <translation>Responses</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="122"/>
        <source>Automatic uses /responses for models that only work there (e.g. o1-pro)</source>
        <translation>«Автоматично» використовує /responses для моделей, що працюють лише там (напр. o1-pro)</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="138"/>
        <source>Endpoint</source>
        <translation>Кінцева точка</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="142"/>
        <source>Max tokens</source>
        <translation>Макс. токенів</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="143"/>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="174"/>
        <source>No models loaded: check the key in Settings, or type one</source>
        <translation>Моделі не завантажено: перевірте ключ у налаштуваннях або введіть назву</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="184"/>
        <source>vision</source>
        <translation>зір</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="185"/>
        <source>reasoning</source>
        <translation>міркування</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="186"/>
        <source>tools</source>
        <translation>інструменти</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="193"/>
        <source>{0:,} tokens of context</source>
        <translation>{0:,} токенів контексту</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="196"/>
        <source>${0:g} in / ${1:g} out per 1M tokens</source>
        <translation>${0:g} вхід / ${1:g} вихід за 1 млн токенів</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="251"/>
        <source>Save current settings as preset…</source>
        <translation>Зберегти поточні налаштування як набір…</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="254"/>
        <source>Default for new chats</source>
        <translation>Типовий для нових чатів</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="256"/>
        <source>None</source>
        <translation>Немає</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="260"/>
        <source>Delete preset</source>
        <translation>Видалити набір</translation>
    </message>
    <message>
        <location filename="../../ui/parameter_panel.py" line="269"/>
        <source>Adjusted for this model:</source>
        <translation>Підлаштовано під цю модель:</translation>
    </message>
</context>
<context>
    <name>PresetActions</name>
    <message>
        <location filename="../../ui/controller_presets.py" line="58"/>
        <source>Save preset</source>
        <translation>Зберегти набір</translation>
    </message>
    <message>
        <location filename="../../ui/controller_presets.py" line="58"/>
        <source>Preset name:</source>
        <translation>Назва набору:</translation>
    </message>
    <message>
        <location filename="../../ui/controller_presets.py" line="65"/>
        <source>Saved preset “{0}”.</source>
        <translation>Набір «{0}» збережено.</translation>
    </message>
    <message>
        <location filename="../../ui/controller_presets.py" line="75"/>
        <source>Applied preset “{0}”.</source>
        <translation>Застосовано набір «{0}».</translation>
    </message>
</context>
<context>
    <name>SettingsActions</name>
    <message>
        <location filename="../../ui/controller_settings.py" line="68"/>
        <source>That key was rejected by {0}. Check it and try again.</source>
        <translation>{0} відхилив цей ключ. Перевірте його й спробуйте ще раз.</translation>
    </message>
    <message>
        <location filename="../../ui/controller_settings.py" line="74"/>
        <source>Saved, but the key could not be verified: {0}</source>
        <translation>Збережено, але ключ не вдалося перевірити: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/controller_settings.py" line="81"/>
        <source>The new language applies when Comet Desk restarts.</source>
        <translation>Нова мова застосується після перезапуску Comet Desk.</translation>
    </message>
    <message>
        <location filename="../../ui/controller_settings.py" line="108"/>
        <location filename="../../ui/controller_settings.py" line="153"/>
        <source>{0} The key is used for this session only.</source>
        <translation>{0} Ключ використовується лише в цьому сеансі.</translation>
    </message>
    <message>
        <location filename="../../ui/controller_settings.py" line="109"/>
        <location filename="../../ui/controller_settings.py" line="148"/>
        <source>The system keyring did not answer.</source>
        <translation>Системне сховище ключів не відповіло.</translation>
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
    <name>VersionActions</name>
    <message>
        <location filename="../../ui/controller_versions.py" line="82"/>
        <source>{0} in · {1} out tokens</source>
        <translation>{0} на вході · {1} на виході токенів</translation>
    </message>
    <message>
        <location filename="../../ui/controller_versions.py" line="92"/>
        <source>Tokens and cost of the replies shown, {0} replies</source>
        <translation>Токени й вартість показаних відповідей, відповідей: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/controller_versions.py" line="134"/>
        <location filename="../../ui/controller_versions.py" line="200"/>
        <source>Wait for the reply to finish first.</source>
        <translation>Спершу дочекайтеся завершення відповіді.</translation>
    </message>
    <message>
        <location filename="../../ui/controller_versions.py" line="205"/>
        <source>Delete message</source>
        <translation>Видалити повідомлення</translation>
    </message>
    <message>
        <location filename="../../ui/controller_versions.py" line="206"/>
        <source>Delete this message?</source>
        <translation>Видалити це повідомлення?</translation>
    </message>
    <message>
        <location filename="../../ui/controller_versions.py" line="208"/>
        <source>A version is deleted with the replies that followed it; other versions stay.</source>
        <translation>Версію буде видалено разом із відповідями після неї; інші версії залишаться.</translation>
    </message>
    <message>
        <location filename="../../ui/controller_versions.py" line="226"/>
        <source>Message deleted.</source>
        <translation>Повідомлення видалено.</translation>
    </message>
</context>
<context>
    <name>self._owner</name>
    <message>
        <location filename="../../ui/compare_controller.py" line="61"/>
        <source>Waiting for the first token…</source>
        <translation>Очікування першого токена…</translation>
    </message>
    <message>
        <location filename="../../ui/compare_controller.py" line="74"/>
        <source>{0} Retrying in {1:.0f} s…</source>
        <translation>{0} Повтор через {1:.0f} с…</translation>
    </message>
</context>
</TS>
