import type { Language } from './language.ts';

/**
 * The server's own user-visible texts: error messages sent in the standard error body. The client
 * shows them as 'type: message' (spec section 8), so they are written for users, in their language.
 */
const de = {
  missing_csrf_header: 'Die Anfrage wurde abgelehnt, weil ihr der Kopf X-Requested-With fehlt.',
  cross_site_request: 'Anfragen von fremden Websites werden abgelehnt.',
  unsupported_media_type: 'Dieser Inhaltstyp wird hier nicht angenommen ({{type}}). Erwartet: {{expected}}.',
  invalid_json: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  forbidden_property: 'Die Anfrage enthält ein unzulässiges Feld (__proto__ oder constructor).',
  payload_too_large: 'Die Anfrage ist zu groß (höchstens {{limit}}).',
  validation_error: 'Die Anfrage ist ungültig: {{details}}',
  not_found: 'Nicht gefunden.',
  method_not_allowed: 'Diese Methode ist hier nicht erlaubt.',
  not_implemented: 'Diese Funktion ({{operation}}) ist in dieser Version noch nicht verfügbar.',
  internal_error: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  service_unavailable: 'Der Dienst ist gerade nicht verfügbar.',
  unauthorized: 'Bitte melden Sie sich an.',
  too_many_requests_one: 'Zu viele Anfragen. Bitte in {{count}} Sekunde erneut versuchen.',
  too_many_requests_other: 'Zu viele Anfragen. Bitte in {{count}} Sekunden erneut versuchen.',
  username_missing: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  invalid_email: 'Die E-Mail-Adresse ist ungültig.',
  password_missing: 'Bitte geben Sie Ihr Passwort ein.',
  login_failed_one: 'Anmeldedaten falsch. Noch {{count}} Versuch.',
  login_failed_other: 'Anmeldedaten falsch. Noch {{count}} Versuche.',
  login_attempts_exhausted_one: 'Keine Versuche mehr. Bitte in {{count}} Sekunde erneut versuchen.',
  login_attempts_exhausted_other: 'Keine Versuche mehr. Bitte in {{count}} Sekunden erneut versuchen.',
  login_blocked_one: 'Konto vorübergehend gesperrt. Bitte in {{count}} Sekunde erneut versuchen.',
  login_blocked_other: 'Konto vorübergehend gesperrt. Bitte in {{count}} Sekunden erneut versuchen.',
  current_password_missing: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
  new_password_missing: 'Bitte geben Sie ein neues Passwort ein.',
  password_too_short: 'Das neue Passwort muss mindestens {{min}} Zeichen lang sein.',
  password_unchanged: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
  wrong_password: 'Das aktuelle Passwort ist nicht korrekt.',
  handover_failed:
    'Die Anmeldung aus dem anderen Produkt ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.',
  // Upload (bad-inputs 1-36)
  empty_file: 'Die Datei ist leer.',
  no_data_rows: 'Die Datei enthält nur eine Kopfzeile und keine Datenzeilen.',
  no_data: 'Die Arbeitsmappe enthält keine Daten.',
  unclosed_quote:
    'Ein Anführungszeichen in Zeile {{line}} wird nie geschlossen. Bitte prüfen Sie die Datei ab dieser Zeile.',
  cell_too_long: 'Eine Zelle in Zeile {{row}}, Spalte „{{column}}“ ist länger als {{max}} Zeichen.',
  record_too_long:
    'Der Datensatz ab Zeile {{line}} ist zu lang (mehr als {{max}}). Ist das Trennzeichen richtig?',
  too_many_columns: 'Die Datei hat {{count}} Spalten; höchstens {{max}} können importiert werden.',
  password_protected:
    'Die Datei ist mit einem Kennwort verschlüsselt. So entfernen Sie das Kennwort in Excel: Datei > Informationen > Arbeitsmappe schützen > Mit Kennwort verschlüsseln, das Kennwort löschen, mit OK bestätigen und die Datei speichern. Laden Sie sie dann erneut hoch.',
  corrupt_file: 'Die Datei ist beschädigt oder unvollständig und kann nicht gelesen werden.',
  file_too_complex: 'Die Datei ist zu groß oder zu komplex zum Lesen (entpackt mehr als erlaubt).',
  not_a_spreadsheet: 'Die Datei ist keine Tabelle. Erlaubt sind .xls, .xlsx und .csv.',
  unsupported_format:
    'Dieses Tabellenformat wird nicht unterstützt. Bitte speichern Sie die Datei als .xlsx oder .csv.',
  legacy_workbook_multiple_sheets:
    'Die Datei ist eine Arbeitsmappe von Excel 4.0 (mehrere Blätter in einer Datei); dieses alte Format kann nicht gelesen werden. Bitte öffnen Sie sie in Excel oder LibreOffice, speichern Sie sie als .xlsx und laden Sie sie erneut hoch.',
  parse_timeout: 'Das Lesen der Datei hat zu lange gedauert. Bitte teilen Sie sie in kleinere Dateien auf.',
  upload_file_too_large: 'Die Datei ist zu groß (höchstens {{limit}}).',
  upload_missing_file: 'Es wurde keine Datei gesendet.',
  upload_too_many_files: 'Bitte laden Sie genau eine Datei hoch.',
  upload_bad_field: 'Die Anfrage enthält ein unzulässiges Feld ({{field}}).',
  upload_aborted: 'Der Upload wurde abgebrochen.',
  // Mapping and matching
  mapping_invalid: 'Die Zuordnung ist ungültig: {{details}}',
  mapping_required_missing: 'Mindestens 1 Pflichtfeld ist nicht zugeordnet.',
  no_valid_provider_id: 'Es wurde keine gültige Datacare-ID angegeben.',
  matching_not_started: 'Der Abgleich wurde noch nicht gestartet.',
  matching_running: 'Der Abgleich läuft bereits.',
  import_started:
    'Der Abgleich dieses Imports wurde bereits gestartet; Blatt und Zeichenkodierung lassen sich nicht mehr ändern.',
  sheet_not_found: 'Die Arbeitsmappe hat kein Blatt „{{sheet}}“.',
  encoding_not_applicable:
    'Eine Zeichenkodierung lässt sich nur für CSV-Dateien wählen, nicht für Arbeitsmappen.',
  matching_finished: 'Der Abgleich ist bereits abgeschlossen.',
  matching_not_finished:
    'Der Abgleich ist noch nicht abgeschlossen; Prüfungen können erst danach gespeichert werden.',
  // Delivery and history of exports (docs/exports.md)
  link_expired:
    'Dieser Download-Link ist abgelaufen. Sie finden die Datei unter „Letzte Exporte“, solange sie aufbewahrt wird.',
  file_expired:
    'Die Exportdatei wurde nach Ablauf der Aufbewahrungsfrist gelöscht. Bitte exportieren Sie den Import erneut.',
  mail_no_address:
    'Für Ihr Konto ist keine E-Mail-Adresse hinterlegt, daher kann der Link nicht per E-Mail gesendet werden.',
  no_export_to_mail:
    'Für diesen Import läuft kein Export und es liegt keiner vor, der per E-Mail gesendet werden könnte.',
  too_many_exports: 'Es können höchstens {{max}} Exporte auf einmal heruntergeladen werden.',
  // The export step (docs/exports.md)
  export_in_progress: 'Die Datei wird bereits erstellt. Bitte versuchen Sie es in einer Minute erneut.',
  not_enough_quota: 'Nicht genügend Kontingent.',
  no_quota_left: 'Kein Kontingent mehr übrig.',
  no_companies_in_export: 'Keine Firmen im Export.',
  export_options_invalid:
    'Bitte wählen Sie mindestens eine Ansicht; eine CSV-Datei kann nur eine der beiden Ansichten enthalten.',
  export_matching_not_finished:
    'Der Abgleich ist noch nicht abgeschlossen; exportieren können Sie erst danach.',
  statistics_matching_not_finished:
    'Der Abgleich ist noch nicht abgeschlossen; der Qualitätsbericht steht erst danach zur Verfügung.',
  export_field_locked:
    'Das Feld „{{field}}“ ist für Ihr Konto nicht freigeschaltet und kann nicht exportiert werden. Bitte wenden Sie sich an den Kundenservice.',
  export_column_unknown: 'Die Spalte „{{column}}“ gibt es in diesem Import nicht.',
  export_action_not_allowed: 'Diese Exportmethode ist für das Feld „{{field}}“ nicht möglich.',
  export_preview_failed:
    'Die Vorschau konnte nicht berechnet werden. Der Export selbst ist davon nicht betroffen.',
  export_failed:
    'Der Export ist fehlgeschlagen; es wurde nichts vom Kontingent abgezogen. Bitte versuchen Sie es erneut.',
  // The quality report as a PDF (docs/quality-report.md 'PDF')
  quality_report_not_ready:
    'Das PDF des Qualitätsberichts für den aktuellen Stand liegt noch nicht vor. Bitte erstellen Sie es erneut.',
  render_session_forbidden: 'Diese Sitzung darf nur den Qualitätsbericht lesen.',
  report_pdf_page: 'Seite {{page}} von {{pages}}',
  report_pdf_file_name: 'Qualitaetsbericht-{{tag}}.pdf',
  // Warnings on the mapping screen
  'warning.ragged_row':
    'Zeile {{row}} hat {{cells}} statt {{expected}} Zellen; die Werte bleiben in ihren Spalten.',
  'warning.invalid_encoding':
    'Zeile {{row}}, Spalte „{{column}}“ enthält ungültige Zeichen (ersetzt durch �).',
  'warning.header_row_detected':
    'Die Kopfzeile wurde in Zeile {{line}} erkannt; {{skipped}} Titelzeile(n) darüber wurden übersprungen.',
  'warning.sheet_ignored':
    'Das Blatt „{{sheet}}“ wurde nicht importiert; Sie können es oben unter „Blatt“ wählen.',
  'warning.hidden_sheet_ignored': 'Das ausgeblendete Blatt „{{sheet}}“ wurde nicht importiert.',
  'warning.first_sheet_empty': 'Das erste Blatt ist leer; importiert wurde das Blatt „{{sheet}}“.',
  'warning.formula_without_value':
    'Zeile {{row}}, Spalte „{{column}}“: eine Formel ohne gespeicherten Wert wurde leer übernommen.',
  'warning.cell_unreadable':
    'Die Zelle {{cell}} ist beschädigt und konnte nicht gelesen werden; sie wurde leer übernommen.',
  'warning.number_format_broken':
    'Ein Zahlenformat der Datei ist beschädigt; Zellen mit diesem Format wurden ohne Format gelesen (ein Datum erscheint dann als Zahl).',
  'warning.record_broken':
    'Ein beschädigter Teil der Datei wurde so weit wie möglich gelesen; bitte prüfen Sie die importierten Werte.',
  'warning.file_truncated':
    'Die Datei ist unvollständig: Sie endet mitten in den Daten. Importiert wurden die Zeilen bis zu dieser Stelle; bitte prüfen Sie, ob die Datei vollständig gespeichert oder heruntergeladen wurde.',
  'warning.codepage_unsupported':
    'Die Zeichenkodierung der Datei (Codepage {{codepage}}) wird nicht unterstützt; Texte wurden als Windows-1252 gelesen, Umlaute und Sonderzeichen können falsch sein.',
  'warning.sheet_unreadable': 'Das Blatt „{{sheet}}“ ist beschädigt und wurde übersprungen.',
  'warning.xml_trailing_content':
    'Die Datei ist leicht beschädigt: Auf den Teil „{{part}}“ folgen weitere Daten, die nicht gelesen wurden. Fehlen Zeilen, öffnen Sie die Datei in Excel und speichern Sie sie erneut.',
  'warning.header_row_fallback':
    'Unter der breitesten Zeile (Zeile {{widestLine}}) stehen keine Daten; deshalb wurde Zeile {{line}} als Kopfzeile genommen. Bitte prüfen Sie die Spaltennamen.',
  'field.required': 'Feld „{{field}}“ fehlt',
  'field.type': '„{{field}}“ muss vom Typ {{type}} sein',
  'field.additional': 'Feld „{{field}}“ ist nicht vorgesehen',
  'field.maxLength': '„{{field}}“ darf höchstens {{limit}} Zeichen lang sein',
  'field.minLength': '„{{field}}“ muss mindestens {{limit}} Zeichen lang sein',
  'field.minimum': '„{{field}}“ muss mindestens {{limit}} sein',
  'field.maximum': '„{{field}}“ darf höchstens {{limit}} sein',
  'field.pattern': '„{{field}}“ hat ein ungültiges Format',
  'mapping.unknown_field': '{{name}} ist kein Feld der Zuordnung.',
  'mapping.field_twice': '{{name}} ist zweimal zugeordnet.',
  'mapping.column_twice': 'Die Spalte {{name}} ist zweimal verwendet.',
  'mapping.unknown_column': 'Die Datei hat keine Spalte {{name}}.',
  'mapping.additional_column_mapped': 'Die zusätzliche Spalte {{name}} ist auch zugeordnet.',
  'field.enum': '„{{field}}“ muss einer dieser Werte sein: {{values}}',
  'field.format': '„{{field}}“ ist kein gültiger Wert ({{format}})',
  'field.other': '„{{field}}“ ist ungültig: {{reason}}',
};

type MessageKey = keyof typeof de;

const en: Record<MessageKey, string> = {
  missing_csrf_header: 'The request was refused because it lacks the X-Requested-With header.',
  cross_site_request: 'Requests from other websites are refused.',
  unsupported_media_type: 'This content type is not accepted here ({{type}}). Expected: {{expected}}.',
  invalid_json: 'The request body is not valid JSON.',
  forbidden_property: 'The request contains a forbidden property (__proto__ or constructor).',
  payload_too_large: 'The request is too large (at most {{limit}}).',
  validation_error: 'The request is invalid: {{details}}',
  not_found: 'Not found.',
  method_not_allowed: 'This method is not allowed here.',
  not_implemented: 'This function ({{operation}}) is not available in this version yet.',
  internal_error: 'An unexpected error occurred. Please try again.',
  service_unavailable: 'The service is unavailable right now.',
  unauthorized: 'Please sign in.',
  too_many_requests_one: 'Too many requests. Please try again in {{count}} second.',
  too_many_requests_other: 'Too many requests. Please try again in {{count}} seconds.',
  username_missing: 'Please enter your e-mail address.',
  invalid_email: 'The e-mail address is not valid.',
  password_missing: 'Please enter your password.',
  login_failed_one: 'Login data incorrect. {{count}} attempt left.',
  login_failed_other: 'Login data incorrect. {{count}} attempts left.',
  login_attempts_exhausted_one: 'No attempts left. Please try again in {{count}} second.',
  login_attempts_exhausted_other: 'No attempts left. Please try again in {{count}} seconds.',
  login_blocked_one: 'Account temporarily locked. Please try again in {{count}} second.',
  login_blocked_other: 'Account temporarily locked. Please try again in {{count}} seconds.',
  current_password_missing: 'Please enter your current password.',
  new_password_missing: 'Please enter a new password.',
  password_too_short: 'The new password must be at least {{min}} characters long.',
  password_unchanged: 'The new password must differ from the current one.',
  wrong_password: 'The current password is not correct.',
  handover_failed: 'The sign-in from the other product is invalid or has expired. Please sign in again.',
  // Upload (bad-inputs 1-36)
  empty_file: 'The file is empty.',
  no_data_rows: 'The file has a header row but no data rows.',
  no_data: 'The workbook contains no data.',
  unclosed_quote: 'A quote opened on line {{line}} is never closed. Please check the file from that line on.',
  cell_too_long: 'A cell in row {{row}}, column "{{column}}" is longer than {{max}} characters.',
  record_too_long:
    'The record starting on line {{line}} is too long (more than {{max}}). Is the separator right?',
  too_many_columns: 'The file has {{count}} columns; at most {{max}} can be imported.',
  password_protected:
    'The file is encrypted with a password. To remove the password in Excel: File > Info > Protect Workbook > Encrypt with Password, delete the password, confirm with OK and save the file. Then upload it again.',
  corrupt_file: 'The file is damaged or incomplete and cannot be read.',
  file_too_complex: 'The file is too large or too complex to read (it unpacks to more than allowed).',
  not_a_spreadsheet: 'The file is not a spreadsheet. Allowed are .xls, .xlsx and .csv.',
  unsupported_format: 'This spreadsheet format is not supported. Please save the file as .xlsx or .csv.',
  legacy_workbook_multiple_sheets:
    'The file is an Excel 4.0 workbook (several sheets in one file); this old format cannot be read. Please open it in Excel or LibreOffice, save it as .xlsx and upload it again.',
  parse_timeout: 'Reading the file took too long. Please split it into smaller files.',
  upload_file_too_large: 'The file is too large (at most {{limit}}).',
  upload_missing_file: 'No file was sent.',
  upload_too_many_files: 'Please upload exactly one file.',
  upload_bad_field: 'The request contains a field that is not allowed ({{field}}).',
  upload_aborted: 'The upload was aborted.',
  // Mapping and matching
  mapping_invalid: 'The mapping is invalid: {{details}}',
  mapping_required_missing: 'At least 1 mandatory field is not mapped.',
  no_valid_provider_id: 'No valid Datacare ID was given.',
  matching_not_started: 'Matching has not started yet.',
  matching_running: 'Matching is already running.',
  import_started:
    'Matching of this import has already started; the sheet and the encoding can no longer be changed.',
  sheet_not_found: 'The workbook has no sheet "{{sheet}}".',
  encoding_not_applicable: 'An encoding can only be chosen for csv files, not for workbooks.',
  matching_finished: 'Matching has already finished.',
  matching_not_finished: 'Matching has not finished yet; review decisions can only be saved afterwards.',
  // Delivery and history of exports (docs/exports.md)
  link_expired:
    'This download link has expired. The file is under "Latest exports" for as long as it is kept.',
  file_expired: 'The export file was deleted after the retention period. Please export the import again.',
  mail_no_address: 'Your account has no e-mail address, so the link cannot be sent by e-mail.',
  no_export_to_mail: 'This import has no running or finished export that could be sent by e-mail.',
  too_many_exports: 'At most {{max}} exports can be downloaded at once.',
  // The export step (docs/exports.md)
  export_in_progress: 'The file is already in progress. Try again in a minute.',
  not_enough_quota: 'Not enough quota.',
  no_quota_left: 'No quota left.',
  no_companies_in_export: 'No companies in export.',
  export_options_invalid: 'Please choose at least one view; a csv file can hold only one of the two views.',
  export_matching_not_finished: 'Matching has not finished yet; you can export afterwards.',
  statistics_matching_not_finished:
    'Matching has not finished yet; the quality report is available afterwards.',
  export_field_locked:
    'The field "{{field}}" is not unlocked for your account and cannot be exported. Please contact customer support.',
  export_column_unknown: 'This import has no column "{{column}}".',
  export_action_not_allowed: 'This export method is not possible for the field "{{field}}".',
  export_preview_failed: 'The preview could not be computed. The export itself is not affected.',
  export_failed: 'The export failed; nothing was taken from your quota. Please try again.',
  quality_report_not_ready:
    'The quality report PDF for the current state is not ready yet. Please create it again.',
  render_session_forbidden: 'This session may only read the quality report.',
  report_pdf_page: 'Page {{page}} of {{pages}}',
  report_pdf_file_name: 'Quality-report-{{tag}}.pdf',
  // Warnings on the mapping screen
  'warning.ragged_row':
    'Row {{row}} has {{cells}} instead of {{expected}} cells; values stay in their columns.',
  'warning.invalid_encoding': 'Row {{row}}, column "{{column}}" contains invalid characters (replaced by �).',
  'warning.header_row_detected':
    'The header was found on line {{line}}; {{skipped}} title row(s) above it were skipped.',
  'warning.sheet_ignored': 'The sheet "{{sheet}}" was not imported; you can choose it above under "Sheet".',
  'warning.hidden_sheet_ignored': 'The hidden sheet "{{sheet}}" was not imported.',
  'warning.first_sheet_empty': 'The first sheet is empty; the sheet "{{sheet}}" was imported.',
  'warning.formula_without_value':
    'Row {{row}}, column "{{column}}": a formula without a stored value was imported empty.',
  'warning.cell_unreadable': 'The cell {{cell}} is damaged and could not be read; it was imported empty.',
  'warning.number_format_broken':
    'A number format in the file is damaged; cells with this format were read without it (a date then shows as a number).',
  'warning.record_broken':
    'A damaged part of the file was read as far as possible; please check the imported values.',
  'warning.file_truncated':
    'The file is incomplete: it ends in the middle of its data. The rows up to that point were imported; please check that the file was saved or downloaded completely.',
  'warning.codepage_unsupported':
    'The character encoding of the file (code page {{codepage}}) is not supported; texts were read as Windows-1252, so accented and special characters may be wrong.',
  'warning.sheet_unreadable': 'The sheet "{{sheet}}" is damaged and was skipped.',
  'warning.xml_trailing_content':
    'The file is slightly damaged: more data follows the part "{{part}}" and was not read. If rows are missing, open the file in Excel and save it again.',
  'warning.header_row_fallback':
    'No data follows the widest row (line {{widestLine}}), so line {{line}} was taken as the header. Please check the column names.',
  'field.required': 'field "{{field}}" is missing',
  'field.type': '"{{field}}" must be of type {{type}}',
  'field.additional': 'field "{{field}}" is not expected',
  'field.maxLength': '"{{field}}" must be at most {{limit}} characters long',
  'field.minLength': '"{{field}}" must be at least {{limit}} characters long',
  'field.minimum': '"{{field}}" must be at least {{limit}}',
  'field.maximum': '"{{field}}" must be at most {{limit}}',
  'field.pattern': '"{{field}}" has an invalid format',
  'mapping.unknown_field': '{{name}} is not a mapping field.',
  'mapping.field_twice': '{{name}} is mapped twice.',
  'mapping.column_twice': 'The column {{name}} is used twice.',
  'mapping.unknown_column': 'The file has no column {{name}}.',
  'mapping.additional_column_mapped': 'The additional column {{name}} is also mapped.',
  'field.enum': '"{{field}}" must be one of: {{values}}',
  'field.format': '"{{field}}" is not a valid value ({{format}})',
  'field.other': '"{{field}}" is invalid: {{reason}}',
};

const fr: Record<MessageKey, string> = {
  missing_csrf_header: "La requête a été refusée car l'en-tête X-Requested-With manque.",
  cross_site_request: "Les requêtes provenant d'autres sites web sont refusées.",
  unsupported_media_type: "Ce type de contenu n'est pas accepté ici ({{type}}). Attendu : {{expected}}.",
  invalid_json: "Le contenu de la requête n'est pas un JSON valide.",
  forbidden_property: 'La requête contient un champ interdit (__proto__ ou constructor).',
  payload_too_large: 'La requête est trop volumineuse (au plus {{limit}}).',
  validation_error: 'La requête est invalide : {{details}}',
  not_found: 'Introuvable.',
  method_not_allowed: "Cette méthode n'est pas autorisée ici.",
  not_implemented: "Cette fonction ({{operation}}) n'est pas encore disponible dans cette version.",
  internal_error: "Une erreur inattendue s'est produite. Veuillez réessayer.",
  service_unavailable: "Le service n'est pas disponible pour le moment.",
  unauthorized: 'Veuillez vous connecter.',
  too_many_requests_one: 'Trop de requêtes. Veuillez réessayer dans {{count}} seconde.',
  too_many_requests_other: 'Trop de requêtes. Veuillez réessayer dans {{count}} secondes.',
  username_missing: 'Veuillez saisir votre adresse e-mail.',
  invalid_email: "L'adresse e-mail n'est pas valide.",
  password_missing: 'Veuillez saisir votre mot de passe.',
  login_failed_one: 'Identifiants incorrects. Il vous reste {{count}} tentative.',
  login_failed_other: 'Identifiants incorrects. Il vous reste {{count}} tentatives.',
  login_attempts_exhausted_one: 'Plus aucune tentative. Veuillez réessayer dans {{count}} seconde.',
  login_attempts_exhausted_other: 'Plus aucune tentative. Veuillez réessayer dans {{count}} secondes.',
  login_blocked_one: 'Compte temporairement bloqué. Veuillez réessayer dans {{count}} seconde.',
  login_blocked_other: 'Compte temporairement bloqué. Veuillez réessayer dans {{count}} secondes.',
  current_password_missing: 'Veuillez saisir votre mot de passe actuel.',
  new_password_missing: 'Veuillez saisir un nouveau mot de passe.',
  password_too_short: 'Le nouveau mot de passe doit comporter au moins {{min}} caractères.',
  password_unchanged: "Le nouveau mot de passe doit être différent de l'actuel.",
  wrong_password: "Le mot de passe actuel n'est pas correct.",
  handover_failed:
    "La connexion depuis l'autre produit n'est pas valide ou a expiré. Veuillez vous reconnecter.",
  // Upload (bad-inputs 1-36)
  empty_file: 'Le fichier est vide.',
  no_data_rows: "Le fichier contient une ligne d'en-tête mais aucune ligne de données.",
  no_data: 'Le classeur ne contient aucune donnée.',
  unclosed_quote:
    "Un guillemet ouvert à la ligne {{line}} n'est jamais fermé. Veuillez vérifier le fichier à partir de cette ligne.",
  cell_too_long: 'Une cellule de la ligne {{row}}, colonne « {{column}} », dépasse {{max}} caractères.',
  record_too_long:
    "L'enregistrement commençant à la ligne {{line}} est trop long (plus de {{max}}). Le séparateur est-il correct ?",
  too_many_columns: 'Le fichier compte {{count}} colonnes ; {{max}} au plus peuvent être importées.',
  password_protected:
    'Le fichier est chiffré avec un mot de passe. Pour supprimer le mot de passe dans Excel : Fichier > Informations > Protéger le classeur > Chiffrer avec mot de passe, effacez le mot de passe, validez avec OK et enregistrez le fichier. Téléversez-le ensuite à nouveau.',
  corrupt_file: 'Le fichier est endommagé ou incomplet et ne peut pas être lu.',
  file_too_complex:
    'Le fichier est trop volumineux ou trop complexe à lire (décompressé, il dépasse la limite).',
  not_a_spreadsheet: "Le fichier n'est pas un tableur. Les formats acceptés sont .xls, .xlsx et .csv.",
  unsupported_format:
    "Ce format de tableur n'est pas pris en charge. Veuillez enregistrer le fichier en .xlsx ou .csv.",
  legacy_workbook_multiple_sheets:
    "Le fichier est un classeur Excel 4.0 (plusieurs feuilles dans un seul fichier) ; cet ancien format ne peut pas être lu. Veuillez l'ouvrir dans Excel ou LibreOffice, l'enregistrer en .xlsx et le téléverser à nouveau.",
  parse_timeout: 'La lecture du fichier a pris trop de temps. Veuillez le diviser en fichiers plus petits.',
  upload_file_too_large: 'Le fichier est trop volumineux (au plus {{limit}}).',
  upload_missing_file: "Aucun fichier n'a été envoyé.",
  upload_too_many_files: 'Veuillez téléverser exactement un fichier.',
  upload_bad_field: 'La requête contient un champ non autorisé ({{field}}).',
  upload_aborted: 'Le téléversement a été interrompu.',
  // Mapping and matching
  mapping_invalid: "L'affectation est invalide : {{details}}",
  mapping_required_missing: "Au moins 1 champ obligatoire n'est pas affecté.",
  no_valid_provider_id: "Aucun identifiant Datacare valide n'a été fourni.",
  matching_not_started: "La comparaison n'a pas encore commencé.",
  matching_running: 'La comparaison est déjà en cours.',
  import_started:
    "La comparaison de cet import a déjà commencé ; la feuille et l'encodage ne peuvent plus être modifiés.",
  sheet_not_found: "Le classeur n'a pas de feuille « {{sheet}} ».",
  encoding_not_applicable:
    'Un encodage ne peut être choisi que pour les fichiers CSV, pas pour les classeurs.',
  matching_finished: 'La comparaison est déjà terminée.',
  matching_not_finished:
    "La comparaison n'est pas encore terminée ; les vérifications ne peuvent être enregistrées qu'ensuite.",
  // Delivery and history of exports (docs/exports.md)
  link_expired:
    "Ce lien de téléchargement a expiré. Le fichier se trouve sous « Derniers exports » tant qu'il est conservé.",
  file_expired:
    "Le fichier d'export a été supprimé à la fin de la durée de conservation. Veuillez exporter l'import à nouveau.",
  mail_no_address: "Votre compte n'a pas d'adresse e-mail ; le lien ne peut donc pas être envoyé par e-mail.",
  no_export_to_mail: "Cet import n'a aucun export en cours ou terminé qui pourrait être envoyé par e-mail.",
  too_many_exports: 'Au plus {{max}} exports peuvent être téléchargés à la fois.',
  // The export step (docs/exports.md)
  export_in_progress: 'Le fichier est déjà en cours de création. Veuillez réessayer dans une minute.',
  not_enough_quota: 'Contingent insuffisant.',
  no_quota_left: 'Plus aucun contingent disponible.',
  no_companies_in_export: "Aucune entreprise dans l'export.",
  export_options_invalid:
    'Veuillez choisir au moins une vue ; un fichier csv ne peut contenir qu’une seule des deux vues.',
  export_matching_not_finished: "La comparaison n'est pas encore terminée ; vous pourrez exporter ensuite.",
  statistics_matching_not_finished:
    "La comparaison n'est pas encore terminée ; le rapport de qualité sera disponible ensuite.",
  export_field_locked:
    "Le champ « {{field}} » n'est pas débloqué pour votre compte et ne peut pas être exporté. Veuillez contacter le service client.",
  export_column_unknown: "Cet import n'a pas de colonne « {{column}} ».",
  export_action_not_allowed: "Cette méthode d'export n'est pas possible pour le champ « {{field}} ».",
  export_preview_failed: "L'aperçu n'a pas pu être calculé. L'export lui-même n'est pas concerné.",
  export_failed: "L'export a échoué ; rien n'a été déduit de votre contingent. Veuillez réessayer.",
  quality_report_not_ready:
    "Le PDF du rapport de qualité n'est pas encore prêt pour l'état actuel. Veuillez le créer à nouveau.",
  render_session_forbidden: 'Cette session ne peut que lire le rapport de qualité.',
  report_pdf_page: 'Page {{page}} sur {{pages}}',
  report_pdf_file_name: 'Rapport-qualite-{{tag}}.pdf',
  // Warnings on the mapping screen
  'warning.ragged_row':
    'La ligne {{row}} compte {{cells}} cellules au lieu de {{expected}} ; les valeurs restent dans leurs colonnes.',
  'warning.invalid_encoding':
    'Ligne {{row}}, colonne « {{column}} » : caractères invalides (remplacés par �).',
  'warning.header_row_detected':
    "L'en-tête a été trouvé à la ligne {{line}} ; {{skipped}} ligne(s) de titre au-dessus ont été ignorées.",
  'warning.sheet_ignored':
    "La feuille « {{sheet}} » n'a pas été importée ; vous pouvez la choisir ci-dessus sous « Feuille ».",
  'warning.hidden_sheet_ignored': "La feuille masquée « {{sheet}} » n'a pas été importée.",
  'warning.first_sheet_empty': 'La première feuille est vide ; la feuille « {{sheet}} » a été importée.',
  'warning.formula_without_value':
    'Ligne {{row}}, colonne « {{column}} » : une formule sans valeur enregistrée a été importée vide.',
  'warning.cell_unreadable':
    "La cellule {{cell}} est endommagée et n'a pas pu être lue ; elle a été importée vide.",
  'warning.number_format_broken':
    'Un format de nombre du fichier est endommagé ; les cellules de ce format ont été lues sans lui (une date apparaît alors comme un nombre).',
  'warning.record_broken':
    'Une partie endommagée du fichier a été lue autant que possible ; veuillez vérifier les valeurs importées.',
  'warning.file_truncated':
    "Le fichier est incomplet : il s'arrête au milieu de ses données. Les lignes jusqu'à cet endroit ont été importées ; veuillez vérifier que le fichier a été enregistré ou téléchargé entièrement.",
  'warning.codepage_unsupported':
    "L'encodage des caractères du fichier (page de codes {{codepage}}) n'est pas pris en charge ; les textes ont été lus en Windows-1252, les accents et caractères spéciaux peuvent être erronés.",
  'warning.sheet_unreadable': 'La feuille « {{sheet}} » est endommagée et a été ignorée.',
  'warning.xml_trailing_content':
    "Le fichier est légèrement endommagé : des données supplémentaires suivent la partie « {{part}} » et n'ont pas été lues. S'il manque des lignes, ouvrez le fichier dans Excel et enregistrez-le à nouveau.",
  'warning.header_row_fallback':
    'Aucune donnée ne suit la ligne la plus large (ligne {{widestLine}}) ; la ligne {{line}} a donc été prise comme en-tête. Veuillez vérifier les noms des colonnes.',
  'field.required': 'le champ « {{field}} » manque',
  'field.type': '« {{field}} » doit être de type {{type}}',
  'field.additional': "le champ « {{field}} » n'est pas prévu",
  'field.maxLength': '« {{field}} » doit comporter au plus {{limit}} caractères',
  'field.minLength': '« {{field}} » doit comporter au moins {{limit}} caractères',
  'field.minimum': '« {{field}} » doit être au moins {{limit}}',
  'field.maximum': '« {{field}} » doit être au plus {{limit}}',
  'field.pattern': "« {{field}} » n'a pas un format valide",
  'mapping.unknown_field': "{{name}} n'est pas un champ de l'affectation.",
  'mapping.field_twice': '{{name}} est affecté deux fois.',
  'mapping.column_twice': 'La colonne {{name}} est utilisée deux fois.',
  'mapping.unknown_column': "Le fichier n'a pas de colonne {{name}}.",
  'mapping.additional_column_mapped': 'La colonne supplémentaire {{name}} est aussi affectée.',
  'field.enum': "« {{field}} » doit être l'une de ces valeurs : {{values}}",
  'field.format': "« {{field}} » n'est pas une valeur valide ({{format}})",
  'field.other': '« {{field}} » est invalide : {{reason}}',
};

export const serverMessages: Record<Language, Record<MessageKey, string>> = { de, en, fr };
export type { MessageKey };

/** Keys that come in a singular `_one` and a plural `_other` form, named without the suffix. */
export type PluralKey = {
  [K in MessageKey]: K extends `${infer Base}_one`
    ? `${Base}_other` extends MessageKey
      ? Base
      : never
    : never;
}[MessageKey];

/** Formats a server message in the given language, filling {{placeholders}}. */
const numberFormats = new Map<Language, Intl.NumberFormat>();

/** A number as the language writes it (100000 -> '100.000' in German, '100,000' in English). */
function formatNumber(lang: Language, value: number): string {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
    numberFormats.set(lang, format);
  }
  return format.format(value);
}

/** A message with its `{{name}}` placeholders filled; numbers are written in the language's way. */
export function message(
  lang: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return serverMessages[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return typeof value === 'number' ? formatNumber(lang, value) : (value ?? '');
  });
}

/**
 * Formats a message that depends on a count ("1 Versuch" / "2 Versuche") with the language's plural
 * rule; `{{count}}` is filled with the count. The three languages only need one and other
 * (French counts 0 as one; larger categories fall back to other).
 */
export function pluralMessage(
  lang: Language,
  key: PluralKey,
  count: number,
  params: Record<string, string | number> = {},
): string {
  const form = new Intl.PluralRules(lang).select(count) === 'one' ? 'one' : 'other';
  return message(lang, `${key}_${form}`, { ...params, count });
}
