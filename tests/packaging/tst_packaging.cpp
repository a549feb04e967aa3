// What the packaging installs besides the programs (packaging/): the icons rendered from
// the SVG at build time, and the MIME types of Starboard's files, which a desktop must tell
// apart from other JSON files by their content, as Qt and GLib (file managers) do.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QImage>
#include <QMimeDatabase>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kGame = QStringLiteral("application/x-starboard-game+json");
const QString kContent = QStringLiteral("application/x-starboard-content+json");
const QString kJson = QStringLiteral("application/json");

QString source(const char *path)
{
    return QStringLiteral(STARBOARD_SOURCE_DIR "/") + QString::fromLatin1(path);
}

} // namespace

class TestPackaging : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_data; // XDG_DATA_DIRS: mime/ with freedesktop.org's types and ours
    QTemporaryDir m_files;
    bool m_gio = false;

    // Writes a file of the test's own into m_files.
    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_files.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    // The files and the type each must have.
    void addFiles()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("type");
        // Every shipped content file and rule variant.
        QDirIterator it(source("resources/data"), {QStringLiteral("*.json")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QTest::newRow(qPrintable(QDir(source("resources/data")).relativeFilePath(path)))
                << path << kContent;
        }
        // Saved games as the app writes them (QJsonDocument: keys sorted, "actions" first).
        for (const char *game : {"docs/screenshots/galaxy-of-d-turn-6.json",
                                 "docs/screenshots/galaxy-command-round-8.json",
                                 "docs/screenshots/galaxy-command-3p-round-6.json",
                                 "docs/screenshots/galaxy-fighters-round-2.json",
                                 "docs/screenshots/galactic-warfare-battle.json"})
            QTest::newRow(game) << source(game) << kGame;
        // A saved game of no actions: its content documents come within the first bytes.
        QTest::newRow("saved game without actions")
            << write(QStringLiteral("new-game.json"), "{\n    \"actions\": [\n    ],\n"
                                                      "    \"content\": {\n"
                                                      "        \"deck\": {\n"
                                                      "            \"format\": "
                                                      "\"starboard.gc-deck\",\n")
            << kGame;
        QTest::newRow("saved game, format first, compact")
            << write(QStringLiteral("compact-game.json"),
                     R"({"format":"starboard.record","formatVersion":1,"game":"galaxy-of-d"})")
            << kGame;
        QTest::newRow("content, compact")
            << write(QStringLiteral("compact-ships.json"),
                     R"({"format":"starboard.ships","formatVersion":1,"ships":[]})")
            << kContent;
        // Other JSON stays JSON, Starboard's other files too (a playtest export).
        QTest::newRow("other JSON") << source("tests/cli/files/not-starboard.json") << kJson;
        QTest::newRow("playtest export")
            << write(QStringLiteral("playtest.json"),
                     "{\n    \"format\": \"starboard.playtest\",\n    \"games\": []\n}\n")
            << kJson;
        QTest::newRow("format later in the file")
            << write(QStringLiteral("late.json"),
                     "{\n    \"notes\": \"" + QByteArray(300, 'x') +
                         "\",\n    \"format\": \"starboard.galaxy\"\n}\n")
            << kJson;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_data.isValid());
        QVERIFY(m_files.isValid());
        // A MIME database of freedesktop.org's types and ours, as an installation has it.
        const QString packages = m_data.filePath(QStringLiteral("mime/packages"));
        QVERIFY(QDir().mkpath(packages));
        QVERIFY(QFile::copy(QStringLiteral("/usr/share/mime/packages/freedesktop.org.xml"),
                            packages + QStringLiteral("/freedesktop.org.xml")));
        QVERIFY(QFile::copy(QStringLiteral(STARBOARD_MIME_XML),
                            packages + QStringLiteral("/starboard.xml")));
        QProcess update;
        update.start(QStringLiteral("update-mime-database"),
                     {m_data.filePath(QStringLiteral("mime"))});
        QVERIFY2(update.waitForFinished(60000), "update-mime-database (shared-mime-info)");
        QVERIFY2(update.exitStatus() == QProcess::NormalExit && update.exitCode() == 0,
                 update.readAllStandardError().constData());
        QVERIFY(QFile::exists(m_data.filePath(QStringLiteral("mime/mime.cache"))));
        // Before the first QMimeDatabase: only this database.
        qputenv("XDG_DATA_DIRS", QFile::encodeName(m_data.path()));
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_data.filePath(QStringLiteral("none"))));
        m_gio = !QStandardPaths::findExecutable(QStringLiteral("gio")).isEmpty();
    }

    // Every size of the hicolor theme, square, drawn (not empty), from the one SVG.
    void icons_data()
    {
        QTest::addColumn<int>("size");
        for (const int size : {16, 22, 32, 48, 64, 128, 256})
            QTest::newRow(qPrintable(QString::number(size))) << size;
    }
    void icons()
    {
        QFETCH(int, size);
        const QString path =
            QStringLiteral(STARBOARD_ICON_DIR "/%1x%1/apps/" STARBOARD_APP_ID ".png").arg(size);
        const QImage image(path);
        QVERIFY2(!image.isNull(), qPrintable(path));
        QCOMPARE(image.size(), QSize(size, size));
        QVERIFY(image.hasAlphaChannel());
        // The disc fills the middle; the corners are transparent.
        QCOMPARE(qAlpha(image.pixel(size / 2, size / 2)), 255);
        QCOMPARE(qAlpha(image.pixel(0, 0)), 0);
    }

    // Qt's answer (QMimeDatabase, as the app's file dialogs and KDE ask).
    void qtMimeType_data() { addFiles(); }
    void qtMimeType()
    {
        QFETCH(QString, file);
        QFETCH(QString, type);
        const QMimeType found = QMimeDatabase().mimeTypeForFile(file);
        QCOMPARE(found.name(), type);
        if (type != kJson)
            QVERIFY(found.inherits(kJson));
    }

    // GLib's answer (gio, as GNOME's file manager asks), where gio is installed.
    void gioMimeType_data() { addFiles(); }
    void gioMimeType()
    {
        QFETCH(QString, file);
        QFETCH(QString, type);
        if (!m_gio)
            QSKIP("gio is not installed (libglib2.0-bin)");
        QProcess gio;
        gio.start(
            QStringLiteral("gio"),
            {QStringLiteral("info"), QStringLiteral("--attributes=standard::content-type"), file});
        QVERIFY(gio.waitForFinished(30000));
        QCOMPARE(gio.exitCode(), 0);
        const QString output = QString::fromUtf8(gio.readAllStandardOutput());
        QVERIFY2(
            output.contains(QStringLiteral("standard::content-type: ") + type + QLatin1Char('\n')),
            qPrintable(output));
    }
};

QTEST_GUILESS_MAIN(TestPackaging)
#include "tst_packaging.moc"
