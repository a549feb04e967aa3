// The languages as a translator and a user meet them: found in the embedded catalogues and
// in the user's translations folder (a dropped catalogue adds a language or replaces the
// embedded one, and is used at once), how much of the app each translates (from the .ts
// files at build time; from the .qm file for a dropped one), the pseudo-language (every
// text accented, longer and in brackets, placeholders and markup kept) in the views and on
// the command line, and the Settings dialog that shows all this and the folder.

#include "appsettings.h"
#include "languages.h"
#include "pseudolocale.h"
#include "quickstage.h"
#include "session.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtQml/QQmlExtensionPlugin>

#include <memory>

Q_IMPORT_QML_PLUGIN(StarboardPlugin)

using namespace starboard;

namespace {

QStringList g_warnings;
QtMessageHandler g_previousHandler = nullptr;

void recordWarnings(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg)
        g_warnings.append(message);
    if (g_previousHandler)
        g_previousHandler(type, context, message);
}

const QString kSource = QStringLiteral(STARBOARD_SOURCE_DIR);
const QString kPseudo = QString::fromLatin1(languages::kPseudo);

bool hasI18n()
{
    return QFile::exists(QStringLiteral(":/i18n/starboard_de.qm"));
}

QString readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

// A .ts file counted with an XML reader (the build counts with patterns): its messages
// (vanished and obsolete ones left out) and those with a finished, non-empty translation.
struct TsCount
{
    int messages = 0;
    int finished = 0;
};

TsCount countTs(const QString &path)
{
    QFile file(path);
    TsCount count;
    if (!file.open(QIODevice::ReadOnly))
        return count;
    QXmlStreamReader xml(&file);
    bool inTranslation = false;
    QString type;
    QString text;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("translation")) {
            inTranslation = true;
            type = xml.attributes().value(QLatin1String("type")).toString();
            text.clear();
        } else if (xml.isCharacters() && inTranslation) {
            text += xml.text().trimmed();
        } else if (xml.isEndElement() && xml.name() == QLatin1String("translation")) {
            inTranslation = false;
            if (type == QLatin1String("vanished") || type == QLatin1String("obsolete"))
                continue;
            ++count.messages;
            if (type.isEmpty() && !text.isEmpty())
                ++count.finished;
        }
    }
    return count;
}

// The app's .ts files (English's holds its plural forms only).
QStringList tsFiles()
{
    QStringList files;
    const QDir folder(kSource + QStringLiteral("/translations"));
    for (const QString &name : folder.entryList({QStringLiteral("starboard_*.ts")}, QDir::Files))
        if (name != QLatin1String("starboard_en.ts"))
            files << folder.filePath(name);
    return files;
}

// Compiles `ts` (the text of a .ts file) into `qm` with lrelease.
bool release(const QString &ts, const QString &qm)
{
    const QString source = qm + QStringLiteral(".ts");
    QFile file(source);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    file.write(ts.toUtf8());
    file.close();
    QProcess lrelease;
    lrelease.start(QStringLiteral(STARBOARD_LRELEASE),
                   {QStringLiteral("-silent"), source, QStringLiteral("-qm"), qm});
    const bool done = lrelease.waitForFinished(60000) && lrelease.exitCode() == 0;
    if (!done)
        qWarning("lrelease: %s", lrelease.readAllStandardError().constData());
    QFile::remove(source);
    return done && QFileInfo::exists(qm);
}

// German's .ts as another language's: `code` in the header, "Settings" translated as
// `settings` everywhere; with `halfUnfinished`, every second message (not "Settings") is
// left unfinished and untranslated.
QString germanAs(const QString &code, const QString &settings, bool halfUnfinished = false)
{
    QString ts = readText(kSource + QStringLiteral("/translations/starboard_de.ts"));
    ts.replace(QStringLiteral("language=\"de\""), QStringLiteral("language=\"%1\"").arg(code));
    // (A translator comment may stand between the source and its translation.)
    static const QRegularExpression german(
        QStringLiteral("(<source>Settings</source>\\s*(?:<extracomment>[^<]*</extracomment>\\s*)?"
                       "<translation>)Einstellungen(</translation>)"));
    ts.replace(german, QStringLiteral("\\1%1\\2").arg(settings));
    if (!halfUnfinished)
        return ts;
    static const QRegularExpression message(QStringLiteral("<message[ >].*?</message>"),
                                            QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression translation(QStringLiteral("<translation[ >].*?</translation>"),
                                                QRegularExpression::DotMatchesEverythingOption);
    QString out;
    qsizetype at = 0;
    int index = 0;
    auto matches = message.globalMatch(ts);
    while (matches.hasNext()) {
        const QRegularExpressionMatch match = matches.next();
        out += QStringView(ts).mid(at, match.capturedStart() - at);
        QString block = match.captured();
        if (index++ % 2 == 1 && !block.contains(QLatin1String("<source>Settings</source>")))
            block.replace(translation,
                          QStringLiteral("<translation type=\"unfinished\"></translation>"));
        out += block;
        at = match.capturedEnd();
    }
    out += QStringView(ts).mid(at);
    return out;
}

QVariantMap entryOf(const QVariantList &list, const QString &code)
{
    for (const QVariant &entry : list)
        if (entry.toMap().value(QStringLiteral("code")).toString() == code)
            return entry.toMap();
    return {};
}

const languages::Language *find(const QList<languages::Language> &list, const QString &code)
{
    for (const languages::Language &language : list)
        if (language.code == code)
            return &language;
    return nullptr;
}

// The placeholders, tags, entities and accelerators of a text, in order.
QStringList keptParts(const QString &text)
{
    static const QRegularExpression kept(
        QStringLiteral("%L?(?:[0-9]{1,2}|n)|<[^<>]*>|&(?:[A-Za-z]+|#[0-9]+);|&&|&[^\\s&]"));
    QStringList parts;
    auto matches = kept.globalMatch(text);
    while (matches.hasNext())
        parts << matches.next().captured();
    return parts;
}

QObject *findByObjectName(QQuickItem *root, const QString &name)
{
    if (root->objectName() == name)
        return root;
    for (QQuickItem *child : root->childItems())
        if (QObject *found = findByObjectName(child, name))
            return found;
    return nullptr;
}

QList<QQuickItem *> visibleButtons(QQuickItem *root)
{
    QList<QQuickItem *> found;
    if (!root->isVisible())
        return found;
    if (root->inherits("QQuickAbstractButton"))
        found << root;
    for (QQuickItem *child : root->childItems())
        found << visibleButtons(child);
    return found;
}

// One engine with the module's import path and a window to show views in.
// The view tests' window (tests/qml/quickstage.h), its errors recorded as warnings.
struct Stage : quickstage::Stage
{
    Stage() : quickstage::Stage(g_warnings) {}
};

} // namespace

class TestLanguages : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home; // XDG_DATA_HOME and XDG_CONFIG_HOME
    QString m_folder;     // the translations folder there

    QString dropped(const QString &code) const
    {
        return QDir(m_folder).filePath(QStringLiteral("starboard_%1.qm").arg(code));
    }

    void removeDropped()
    {
        const QDir folder(m_folder);
        for (const QString &name : folder.entryList({QStringLiteral("*.qm")}, QDir::Files))
            QFile::remove(folder.filePath(name));
        languages::rescan();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        qputenv("XDG_DATA_HOME", m_home.filePath(QStringLiteral("data")).toLocal8Bit());
        qputenv("XDG_CONFIG_HOME", m_home.filePath(QStringLiteral("config")).toLocal8Bit());
        QCoreApplication::setOrganizationName(QStringLiteral("StarboardTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_languages"));
        m_folder = languages::userFolder();
        QVERIFY2(m_folder.startsWith(m_home.path()), qPrintable(m_folder));
        QVERIFY(QDir().mkpath(m_folder));
        languages::rescan();
        languages::install(QStringLiteral("en"));
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
        g_previousHandler = qInstallMessageHandler(recordWarnings);
    }

    void init() { g_warnings.clear(); }

    void cleanup()
    {
        removeDropped();
        languages::install(QStringLiteral("en"));
        AppSettings::setInstance(nullptr);
        const QStringList warnings = g_warnings;
        g_warnings.clear();
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    }

    // English first, every embedded catalogue but English's plurals, by name, the
    // pseudo-language last; names in their own language.
    void embeddedLanguagesAreFound()
    {
        if (!hasI18n())
            QSKIP("the translations are not embedded in this test");
        const QStringList codes = languages::available();
        QCOMPARE(codes.first(), QStringLiteral("en"));
        QCOMPARE(codes.last(), kPseudo);
        QCOMPARE(codes.count(QStringLiteral("en")), 1);
        for (const QString &name :
             QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("starboard_*.qm")})) {
            const QString code = name.mid(10).chopped(3);
            QVERIFY2(codes.contains(code), qPrintable(code));
        }
        QCOMPARE(languages::nativeName(QStringLiteral("de")), QStringLiteral("Deutsch"));
        QCOMPARE(languages::nativeName(QStringLiteral("fr")), QStringLiteral("Français"));
        QCOMPARE(languages::nativeName(QStringLiteral("pl")), QStringLiteral("Polski"));
        QCOMPARE(languages::nativeName(QStringLiteral("pt_BR")),
                 QStringLiteral("Português (Brasil)"));
        QCOMPARE(languages::nativeName(QStringLiteral("tlh")), QStringLiteral("tlh"));
        const QList<languages::Language> list = languages::list();
        for (qsizetype i = 2; i + 1 < list.size(); ++i)
            QVERIFY2(QString::localeAwareCompare(list[i - 1].name, list[i].name) <= 0,
                     qPrintable(list[i].name));
        for (const languages::Language &language : list)
            QVERIFY(!language.fromUserFolder);
        QVERIFY(languages::isAvailable(kPseudo));
        // The system's language is never the pseudo-language.
        QVERIFY(languages::resolve(QString()) != kPseudo);
    }

    // The completeness the build embeds is the .ts files' (counted here with an XML
    // reader), and reading the embedded .qm files counts their finished messages.
    void completenessOfTheEmbeddedCatalogues()
    {
        if (!hasI18n())
            QSKIP("the translations are not embedded in this test");
        int total = 0;
        for (const QString &ts : tsFiles())
            total = std::max(total, countTs(ts).messages);
        QVERIFY(total > 1000);
        QCOMPARE(languages::messageTotal(), total);
        const QList<languages::Language> list = languages::list();
        for (const QString &ts : tsFiles()) {
            const QString code = QFileInfo(ts).baseName().mid(10);
            const QString qm = QStringLiteral(":/i18n/starboard_%1.qm").arg(code);
            if (!QFile::exists(qm))
                continue; // a .ts the build does not compile yet
            const TsCount count = countTs(ts);
            const languages::Language *language = find(list, code);
            QVERIFY2(language, qPrintable(code));
            QCOMPARE(language->completeness, count.finished * 100 / total);
            if (count.finished == total)
                QCOMPARE(language->completeness, 100);
            QCOMPARE(languages::countMessages(qm), count.finished);
        }
        // German is complete (translations_complete sees to it).
        const TsCount german = countTs(kSource + QStringLiteral("/translations/starboard_de.ts"));
        if (german.finished == total)
            QCOMPARE(find(list, QStringLiteral("de"))->completeness, 100);
        QCOMPARE(find(list, QStringLiteral("en"))->completeness, -1);
        QCOMPARE(find(list, kPseudo)->completeness, -1);
    }

    // What is not a catalogue, or is a broken one, is not counted.
    void unreadableCataloguesAreNotCounted()
    {
        const QString path = QDir(m_home.path()).filePath(QStringLiteral("broken.qm"));
        auto write = [&](const QByteArray &bytes) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(bytes);
        };
        QCOMPARE(languages::countMessages(QStringLiteral("/no/such/file.qm")), -1);
        write("not a catalogue at all");
        QCOMPARE(languages::countMessages(path), -1);
        if (!hasI18n())
            return;
        QFile german(QStringLiteral(":/i18n/starboard_de.qm"));
        QVERIFY(german.open(QIODevice::ReadOnly));
        const QByteArray bytes = german.readAll();
        write(bytes.left(bytes.size() / 2));
        QCOMPARE(languages::countMessages(path), -1);
        // The magic alone: a catalogue without messages.
        write(bytes.left(16));
        QCOMPARE(languages::countMessages(path), 0);
    }

    // A catalogue dropped into the translations folder for a new code is a new language,
    // marked as the translator's, and translates once chosen.
    void droppedCatalogueAddsALanguage()
    {
        if (!hasI18n())
            QSKIP("the translations are not embedded in this test");
        QVERIFY(release(germanAs(QStringLiteral("nl"), QStringLiteral("Instellingen")),
                        dropped(QStringLiteral("nl"))));
        AppSettings settings(false);
        QVERIFY(entryOf(settings.languages(), QStringLiteral("nl")).isEmpty());
        QSignalSpy changed(&settings, &AppSettings::languagesChanged);
        settings.rescanLanguages();
        QCOMPARE(changed.count(), 1);
        const QVariantMap dutch = entryOf(settings.languages(), QStringLiteral("nl"));
        QCOMPARE(dutch.value(QStringLiteral("name")).toString(), QStringLiteral("Nederlands"));
        QVERIFY(dutch.value(QStringLiteral("fromFolder")).toBool());
        QCOMPARE(dutch.value(QStringLiteral("file")).toString(),
                 QDir::toNativeSeparators(dropped(QStringLiteral("nl"))));
        // Every message German translates.
        QCOMPARE(dutch.value(QStringLiteral("completeness")).toInt(),
                 find(languages::list(), QStringLiteral("de"))->completeness);
        // A second look finds nothing new.
        settings.rescanLanguages();
        QCOMPARE(changed.count(), 1);

        settings.setLanguage(QStringLiteral("nl"));
        QCOMPARE(settings.effectiveLanguage(), QStringLiteral("nl"));
        QCOMPARE(QCoreApplication::translate("HomePage", "Settings"),
                 QStringLiteral("Instellingen"));
        QCOMPARE(QLocale().language(), QLocale::Dutch);
    }

    // A dropped catalogue for an embedded code replaces the embedded one at once (the
    // translator's work in progress: half of it unfinished), and is read again when it is
    // written again; removed, the embedded one is back.
    void droppedCatalogueReplacesTheEmbeddedOne()
    {
        if (!hasI18n())
            QSKIP("the translations are not embedded in this test");
        AppSettings settings(false);
        settings.setLanguage(QStringLiteral("de"));
        QCOMPARE(QCoreApplication::translate("HomePage", "Settings"),
                 QStringLiteral("Einstellungen"));
        QVERIFY(
            release(germanAs(QStringLiteral("de"), QStringLiteral("Einstellungen (Test)"), true),
                    dropped(QStringLiteral("de"))));
        QSignalSpy language(&settings, &AppSettings::languageChanged);
        settings.rescanLanguages();
        QCOMPARE(language.count(), 1);
        const QVariantMap german = entryOf(settings.languages(), QStringLiteral("de"));
        QVERIFY(german.value(QStringLiteral("fromFolder")).toBool());
        const int completeness = german.value(QStringLiteral("completeness")).toInt();
        QVERIFY2(completeness >= 49 && completeness <= 51,
                 qPrintable(QString::number(completeness)));
        QCOMPARE(QCoreApplication::translate("HomePage", "Settings"),
                 QStringLiteral("Einstellungen (Test)"));

        // The translator releases again: the next look reads it.
        QThread::msleep(20);
        QVERIFY(
            release(germanAs(QStringLiteral("de"), QStringLiteral("Einstellungen (Test 2)"), true),
                    dropped(QStringLiteral("de"))));
        settings.rescanLanguages();
        QCOMPARE(language.count(), 2);
        QCOMPARE(QCoreApplication::translate("HomePage", "Settings"),
                 QStringLiteral("Einstellungen (Test 2)"));

        QVERIFY(QFile::remove(dropped(QStringLiteral("de"))));
        settings.rescanLanguages();
        QVERIFY(!entryOf(settings.languages(), QStringLiteral("de"))
                     .value(QStringLiteral("fromFolder"))
                     .toBool());
        QCOMPARE(QCoreApplication::translate("HomePage", "Settings"),
                 QStringLiteral("Einstellungen"));
    }

    // The Settings dialog: the language list with each language's completeness, the
    // languages from the translator's folder, and the folder (selectable). A catalogue
    // dropped while the app runs shows when the dialog opens again.
    void settingsShowTheFolder()
    {
        AppSettings settings(false);
        AppSettings::setInstance(&settings);
        settings.overrideLanguage(QStringLiteral("en"));
        Stage stage;
        std::unique_ptr<QObject> dialog(stage.create(QStringLiteral("pages/SettingsDialog.qml")));
        QVERIFY(dialog);
        QVERIFY(QMetaObject::invokeMethod(dialog.get(), "open"));
        stage.settle();
        QQuickItem *root = stage.window.contentItem();
        auto *folder = findByObjectName(root, QStringLiteral("translationsFolder"));
        QVERIFY(folder);
        QCOMPARE(folder->property("text").toString(), QDir::toNativeSeparators(m_folder));
        QVERIFY(folder->property("selectByMouse").toBool());
        QVERIFY(folder->property("readOnly").toBool());
        auto *fromFolder = qobject_cast<QQuickItem *>(
            findByObjectName(root, QStringLiteral("languagesFromFolder")));
        QVERIFY(fromFolder);
        QVERIFY(!fromFolder->isVisible());
        auto *box = findByObjectName(root, QStringLiteral("languageBox"));
        QVERIFY(box);
        auto shown = [box](const QString &code) {
            int index = -1;
            QMetaObject::invokeMethod(box, "indexOfValue", Q_RETURN_ARG(int, index),
                                      Q_ARG(QVariant, code));
            QString text;
            QMetaObject::invokeMethod(box, "textAt", Q_RETURN_ARG(QString, text),
                                      Q_ARG(int, index));
            return text;
        };
        QCOMPARE(shown(QStringLiteral("en")), QStringLiteral("English"));
        QCOMPARE(shown(kPseudo), QStringLiteral("Pseudo-language (for testing)"));
        QCOMPARE(shown(QString()), QStringLiteral("System language"));
        if (hasI18n()) {
            const int german = find(languages::list(), QStringLiteral("de"))->completeness;
            QCOMPARE(shown(QStringLiteral("de")), QStringLiteral("Deutsch (%1%)").arg(german));
        }

        // Dropped while the dialog is closed: there when it opens again.
        QVERIFY(QMetaObject::invokeMethod(dialog.get(), "close"));
        stage.settle();
        if (!hasI18n())
            return;
        QVERIFY(release(germanAs(QStringLiteral("nl"), QStringLiteral("Instellingen"), true),
                        dropped(QStringLiteral("nl"))));
        QVERIFY(QMetaObject::invokeMethod(dialog.get(), "open"));
        stage.settle();
        const int dutch = entryOf(settings.languages(), QStringLiteral("nl"))
                              .value(QStringLiteral("completeness"))
                              .toInt();
        QVERIFY(dutch > 40 && dutch < 60);
        QCOMPARE(shown(QStringLiteral("nl")), QStringLiteral("Nederlands (%1%)").arg(dutch));
        QVERIFY(fromFolder->isVisible());
        if (const QString shots = qEnvironmentVariable("STARBOARD_VIEW_SHOTS"); !shots.isEmpty())
            stage.window.grabWindow().save(shots + QStringLiteral("/settings-translator.png"));
        QCOMPARE(fromFolder->property("text").toString(),
                 QStringLiteral("Nederlands: from your translations folder (%1)")
                     .arg(QDir::toNativeSeparators(dropped(QStringLiteral("nl")))));
        QVERIFY(QMetaObject::invokeMethod(dialog.get(), "close"));
        stage.settle();
    }

    void pseudoText_data()
    {
        QTest::addColumn<QString>("english");
        QTest::newRow("sentence") << QStringLiteral(
            "Destroy the enemy Starbase while keeping yours: a Starbase at 0 armor loses.");
        QTest::newRow("placeholders") << QStringLiteral("%1 of %2 ships ordered (%L3 credits)");
        QTest::newRow("plural") << QStringLiteral("%n ship(s) lost to the pirates");
        QTest::newRow("html") << QStringLiteral(
            "<b>Our reading:</b> the pirates move first<br/>then you");
        QTest::newRow("entities") << QStringLiteral("Cargo &amp; ships &lt;sold&gt;");
        QTest::newRow("accelerators") << QStringLiteral("Save &As…");
        QTest::newRow("literal ampersand") << QStringLiteral("Rock && roll, &Open");
        QTest::newRow("line breaks") << QStringLiteral("First line\nsecond line");
        QTest::newRow("spaces") << QStringLiteral("  indented and trailing ");
        QTest::newRow("keys") << QStringLiteral("Play the move again (Ctrl+Shift+Z), rules (F1)");
        QTest::newRow("options") << QStringLiteral("The seed of the new game (with --game).");
        QTest::newRow("percent") << QStringLiteral("%1 (%2%)");
        QTest::newRow("link") << QStringLiteral(
            "See <a href=\"https://example.org/a\">the site</a> or https://example.org/b");
        QTest::newRow("file filter") << QStringLiteral("Saved games (*.json *.sav)");
    }

    // The transformation keeps what code and Qt read: placeholders still take their
    // arguments, tags, entities, accelerators, key names and outer spaces are as they were;
    // the text is in brackets, accented and about 40% longer.
    void pseudoText()
    {
        QFETCH(QString, english);
        const QString pseudo = starboard::pseudoText(english);
        QCOMPARE(keptParts(pseudo), keptParts(english));
        // A file dialog's name filter keeps its patterns last, outside the brackets (Qt
        // reads them only at the end).
        static const QRegularExpression patterns(QStringLiteral(" \\(\\*[^()]*\\)$"));
        const auto filter = patterns.match(english);
        if (filter.hasMatch())
            QVERIFY2(pseudo.endsWith(QLatin1Char(']') + filter.captured()), qPrintable(pseudo));
        const QString inner = QString(pseudo).remove(patterns).trimmed();
        QVERIFY2(inner.startsWith(QLatin1Char('[')) && inner.endsWith(QLatin1Char(']')),
                 qPrintable(pseudo));
        // Outer spaces and line breaks kept.
        const qsizetype lead =
            english.size() -
            QString(english).remove(QRegularExpression(QStringLiteral("^\\s+"))).size();
        QCOMPARE(pseudo.left(lead), english.left(lead));
        QCOMPARE(pseudo.count(QLatin1Char('\n')), english.count(QLatin1Char('\n')));
        QVERIFY(pseudo != english);
        if (english.size() >= 30) {
            const double ratio = double(pseudo.size()) / double(english.size());
            QVERIFY2(ratio > 1.3 && ratio < 1.5, qPrintable(QString::number(ratio)));
        }
        // Readable: without the accents and the padding, the English words are there.
        if (english.contains(QLatin1String("keys"))) {
            QVERIFY(pseudo.contains(QLatin1String("(Ctrl+Shift+Z)")));
            QVERIFY(pseudo.contains(QLatin1String("(F1)")));
        }
        // Placeholders still take their arguments.
        static const QRegularExpression placeholder(QStringLiteral("%L?[0-9]{1,2}"));
        QString filled = pseudo;
        for (qsizetype i = 0, count = english.count(placeholder); i < count; ++i)
            filled = filled.arg(QStringLiteral("<argument %1>").arg(i));
        QVERIFY2(!filled.contains(placeholder), qPrintable(filled));
        QCOMPARE(filled.count(QLatin1String("<argument ")), english.count(placeholder));
        if (english.contains(QLatin1String("--game")))
            QVERIFY2(pseudo.contains(QLatin1String(" --game)")), qPrintable(pseudo));
        if (english.contains(QLatin1String("&As")))
            QVERIFY(pseudo.contains(QLatin1String("&As")));
        QCOMPARE(starboard::pseudoText(QString()), QString());
        QCOMPARE(starboard::pseudoText(QStringLiteral("  ")), QStringLiteral("  "));
    }

    // Installed, the pseudo-language translates every message through QTranslator::translate
    // (C++ tr and QML qsTr), plurals from their English forms with %n filled in.
    void pseudoTranslatesEveryMessage()
    {
        QCOMPARE(languages::install(kPseudo), kPseudo);
        QCOMPARE(QCoreApplication::translate("HomePage", "Settings"),
                 starboard::pseudoText(QStringLiteral("Settings")));
        QCOMPARE(QCoreApplication::translate("NoSuchContext", "Any text at all"),
                 starboard::pseudoText(QStringLiteral("Any text at all")));
        // Qt reads these.
        QCOMPARE(QCoreApplication::translate("QGuiApplication", "QT_LAYOUT_DIRECTION"),
                 QStringLiteral("QT_LAYOUT_DIRECTION"));
        QCOMPARE(QCoreApplication::translate("QShortcut", "Ctrl"), QStringLiteral("Ctrl"));
        if (!hasI18n())
            return;
        // Plurals: the English form for the number, %n replaced.
        QTranslator english;
        QVERIFY(english.load(QStringLiteral(":/i18n/starboard_en.qm")));
        const char *context = "GalaxyCommand";
        const char *source = "Year %1 begins: %n event(s) to come";
        const QString two = english.translate(context, source, nullptr, 2);
        if (two.isEmpty())
            QSKIP("the plural message moved; pick another from translations/starboard_en.ts");
        QCOMPARE(QCoreApplication::translate(context, source, nullptr, 2),
                 starboard::pseudoText(two).replace(QStringLiteral("%n"), QStringLiteral("2")));
        QVERIFY(
            QCoreApplication::translate(context, source, nullptr, 1).contains(QLatin1String("1 ")));
    }

    // A view in the pseudo-language: the home page's buttons in brackets, its shortcut kept.
    void homePageInThePseudoLanguage()
    {
        AppSettings settings(false);
        AppSettings::setInstance(&settings);
        settings.overrideLanguage(kPseudo);
        QCOMPARE(settings.effectiveLanguage(), kPseudo);
        Stage stage;
        GameSession session;
        std::unique_ptr<QObject> home(
            stage.create(QStringLiteral("pages/HomePage.qml"),
                         {{QStringLiteral("session"), QVariant::fromValue(&session)}}));
        QVERIFY(home);
        const QList<QQuickItem *> buttons = visibleButtons(stage.window.contentItem());
        QVERIFY(buttons.size() >= 4);
        QStringList texts;
        for (QQuickItem *button : buttons) {
            const QString text = button->property("text").toString();
            texts << text;
            QVERIFY2(text.isEmpty() || text.startsWith(QLatin1Char('[')), qPrintable(text));
        }
        QVERIFY2(texts.contains(starboard::pseudoText(QStringLiteral("Settings"))),
                 qPrintable(texts.join(QLatin1String(", "))));
        // Ctrl+O still opens a saved game.
        QSignalSpy open(home.get(), SIGNAL(openRequested()));
        stage.window.requestActivate();
        QTest::keyClick(&stage.window, Qt::Key_O, Qt::ControlModifier);
        QCOMPARE(open.count(), 1);
    }

    // The pseudo-language is chosen in Settings like any other.
    void pseudoLanguageFromSettings()
    {
        AppSettings settings(false);
        AppSettings::setInstance(&settings);
        settings.overrideLanguage(QStringLiteral("en"));
        Stage stage;
        std::unique_ptr<QObject> dialog(stage.create(QStringLiteral("pages/SettingsDialog.qml")));
        QVERIFY(dialog);
        QVERIFY(QMetaObject::invokeMethod(dialog.get(), "open"));
        stage.settle();
        auto *box = findByObjectName(stage.window.contentItem(), QStringLiteral("languageBox"));
        QVERIFY(box);
        int index = -1;
        QVERIFY(QMetaObject::invokeMethod(box, "indexOfValue", Q_RETURN_ARG(int, index),
                                          Q_ARG(QVariant, kPseudo)));
        QVERIFY(index > 0);
        box->setProperty("currentIndex", index);
        QVERIFY(QMetaObject::invokeMethod(box, "activated", Q_ARG(int, index)));
        stage.settle();
        QCOMPARE(settings.language(), kPseudo);
        QCOMPARE(dialog->property("title").toString(),
                 starboard::pseudoText(QStringLiteral("Settings")));
        QCOMPARE(box->property("currentValue").toString(), kPseudo);
        QVERIFY(QMetaObject::invokeMethod(dialog.get(), "close"));
        stage.settle();
    }

    // starboard --lang pseudo, and --lang with a catalogue in the app's own translations
    // folder (where the app looks: <XDG_DATA_HOME>/Starboard/starboard/translations).
    void commandLine()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"),
                           dir.filePath(QStringLiteral("config")));
        auto help = [&](const QString &language) {
            QProcess app;
            app.setProcessEnvironment(environment);
            app.start(QStringLiteral(STARBOARD_APP),
                      {QStringLiteral("--lang"), language, QStringLiteral("--help")});
            if (!app.waitForFinished(30000) || app.exitCode() != 0)
                return QString::fromUtf8(app.readAllStandardError());
            return QString::fromUtf8(app.readAllStandardOutput());
        };
        const QString pseudo = help(kPseudo);
        QVERIFY2(pseudo.contains(
                     starboard::pseudoText(QStringLiteral("Starboard: space tabletop games."))),
                 qPrintable(pseudo));
        if (!hasI18n())
            return;
        const QString folder =
            dir.filePath(QStringLiteral("data/Starboard/starboard/translations"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(release(germanAs(QStringLiteral("nl"), QStringLiteral("Instellingen")),
                        QDir(folder).filePath(QStringLiteral("starboard_nl.qm"))));
        const QString dutch = help(QStringLiteral("nl"));
        // German's words under Dutch's code.
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/starboard_de.qm")));
        const QString description = german.translate("Main", "Starboard: space tabletop games.");
        QVERIFY(!description.isEmpty());
        QVERIFY2(dutch.contains(description), qPrintable(dutch));
    }
};

QTEST_MAIN(TestLanguages)
#include "tst_languages.moc"
