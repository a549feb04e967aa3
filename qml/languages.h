#pragma once

// The app's languages and their translators. One set of translators is installed at a time
// (the app's own catalogue from :/i18n/starboard_<code>.qm and Qt's own from the Qt
// translations folder); install() replaces it. QML text follows only after
// QQmlEngine::retranslate(), which AppSettings calls.

#include <QString>
#include <QStringList>

namespace starboard::languages {

// The codes the app is translated to, "en" first.
QStringList available();
bool isAvailable(const QString &code);
// The language to use for `code`: itself when available, else for "" (the system's
// language) the first of the system's UI languages that is available, else "en".
QString resolve(const QString &code);
// The language's own name ("Deutsch"), for the language chooser.
QString nativeName(const QString &code);
// Installs the translators of resolve(code) on the application, replacing the ones
// installed before. Returns the language installed.
QString install(const QString &code);
// The language installed by the last install(), "" before.
QString installed();

} // namespace starboard::languages
