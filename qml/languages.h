#pragma once

// The app's languages and their translators. The languages are found, not listed: English
// (the source language), every catalogue embedded as :/i18n/starboard_<code>.qm (compiled
// from translations/starboard_<code>.ts by the build; starboard_en.qm holds English's plural
// forms only), every starboard_<code>.qm a translator dropped into userFolder() (it replaces
// the embedded one of the same code, so that a translator sees their work without
// rebuilding), and the pseudo-language for testing layouts (pseudolocale.h). The folders
// are read the first time a language is asked for, and again by rescan() (the Settings
// dialog does that when it opens).
//
// One set of translators is installed at a time (the app's own catalogue and Qt's own from
// the Qt translations folder); install() replaces it. QML text follows only after
// QQmlEngine::retranslate(), which AppSettings calls.

#include <QList>
#include <QString>
#include <QStringList>

namespace starboard::languages {

// The code of the pseudo-language.
inline constexpr char kPseudo[] = "pseudo";

struct Language
{
    QString code;      // "de", "pt_BR", "pseudo"
    QString name;      // in its own language ("Deutsch"); "" for the pseudo-language
    QString catalogue; // the .qm installed for it; "" for English and the pseudo-language
    bool fromUserFolder = false;
    // The share of the app's messages the catalogue translates, in whole percent rounded
    // down (100 only when complete); -1 when unknown, and for English and the pseudo-language.
    int completeness = -1;
};

// English first, then the other languages by name, the pseudo-language last.
QList<Language> list();
// Their codes.
QStringList available();
bool isAvailable(const QString &code);
// Reads the embedded catalogues and userFolder() again. Returns true when the catalogue of
// the installed language is another file now or changed on disk: then it is installed again
// (QML text follows after QQmlEngine::retranslate()).
bool rescan();
// <QStandardPaths::AppDataLocation>/translations (it may not exist).
QString userFolder();

// The language to use for `code`: itself when available, else for "" (the system's
// language) the first of the system's UI languages that is available, else "en".
QString resolve(const QString &code);
// The language's own name ("Deutsch", "Polski"), for the language chooser; the code itself
// when Qt knows no name for it.
QString nativeName(const QString &code);
// Installs the translators of resolve(code) on the application, replacing the ones
// installed before. Returns the language installed.
QString install(const QString &code);
// The language installed by the last install(), "" before.
QString installed();

// The number of messages a compiled catalogue (.qm) translates, read from the file (a
// QTranslator cannot list them); -1 when the file cannot be read or is not a catalogue.
int countMessages(const QString &qmFile);
// The number of messages of the app (the translations the build embeds tell it); 0 unknown.
int messageTotal();

} // namespace starboard::languages
