#include "languages.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace starboard::languages {

namespace {

// The translators are children of the application, so they go with it.
struct Installed
{
    QString code;
    QPointer<QTranslator> app;
    QPointer<QTranslator> qt;
};

Installed &current()
{
    static Installed installed;
    return installed;
}

void remove(QPointer<QTranslator> &translator)
{
    delete translator.data(); // removes itself from the application
    translator = nullptr;
}

// A translator loaded by `load`, installed; nullptr when the catalogue is missing.
template <typename Load>
QTranslator *installNew(Load load)
{
    auto *translator = new QTranslator(QCoreApplication::instance());
    if (!load(*translator)) {
        delete translator;
        return nullptr;
    }
    QCoreApplication::installTranslator(translator);
    return translator;
}

} // namespace

QStringList available()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")};
}

bool isAvailable(const QString &code)
{
    return available().contains(code);
}

QString resolve(const QString &code)
{
    if (isAvailable(code))
        return code;
    const QStringList uiLanguages = QLocale().uiLanguages();
    for (const QString &language : uiLanguages) {
        // "de-DE" -> "de"
        const QString base = language.section(QLatin1Char('-'), 0, 0).toLower();
        if (isAvailable(base))
            return base;
    }
    return QStringLiteral("en");
}

QString nativeName(const QString &code)
{
    if (code == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (code == QLatin1String("fr"))
        return QStringLiteral("Français");
    if (code == QLatin1String("en"))
        return QStringLiteral("English");
    return code;
}

QString install(const QString &code)
{
    const QString language = resolve(code);
    Installed &now = current();
    // The same language again, unless its translators went with an earlier application.
    if (now.code == language && now.app)
        return language;
    remove(now.app);
    remove(now.qt);
    now.code = language;
    QLocale::setDefault(QLocale(language));
    // English is the source language; its catalogue holds the plural forms only.
    now.app = installNew([&](QTranslator &translator) {
        return translator.load(QStringLiteral(":/i18n/starboard_%1.qm").arg(language));
    });
    if (language == QLatin1String("en"))
        return language;
    now.qt = installNew([&](QTranslator &translator) {
        return translator.load(QLocale(language), QStringLiteral("qt"), QStringLiteral("_"),
                               QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    });
    return language;
}

QString installed()
{
    return current().code;
}

} // namespace starboard::languages
