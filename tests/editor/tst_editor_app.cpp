// The app binary as a user starts it: a --screenshot run (of a game or of the Workshop with
// files open) leaves the user's settings alone: no ~/.config/Starboard/starboard.conf is
// written or changed.

#include "../appenvironment.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

class TestEditorApp : public QObject
{
    Q_OBJECT

    static QProcessEnvironment environment(const QString &home)
    {
        QProcessEnvironment env = testenv::appEnvironment(home);
        env.insert(QStringLiteral("HOME"), home);
        return env;
    }

    // Every file under `folder` (relative paths) with its bytes.
    static QMap<QString, QByteArray> filesUnder(const QString &folder)
    {
        QMap<QString, QByteArray> files;
        QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            files.insert(QDir(folder).relativeFilePath(path),
                         file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("?"));
        }
        return files;
    }

    static void run(const QString &home, const QStringList &arguments)
    {
        QProcess app;
        app.setProcessEnvironment(environment(home));
        app.start(QStringLiteral(STARBOARD_APP), arguments);
        QVERIFY(app.waitForFinished(60000));
        QVERIFY2(app.exitCode() == 0, app.readAllStandardError().constData());
    }

private slots:
    void screenshotsWriteNoSettings_data()
    {
        QTest::addColumn<QStringList>("arguments");
        const QString ships =
            QStringLiteral(STARBOARD_SOURCE_DIR "/resources/data/galaxy-of-d/ships.json");
        QTest::newRow("a game") << QStringList{QStringLiteral("--game"),
                                               QStringLiteral("galaxy-of-d"),
                                               QStringLiteral("--seed"), QStringLiteral("3")};
        QTest::newRow("the Workshop with a file")
            << QStringList{QStringLiteral("--workshop"), ships};
        QTest::newRow("a language")
            << QStringList{QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--game"),
                           QStringLiteral("galaxy-of-d")};
    }
    void screenshotsWriteNoSettings()
    {
        QFETCH(QStringList, arguments);
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString png = home.filePath(QStringLiteral("shot.png"));
        // No settings yet: none are made.
        run(home.path(), arguments + QStringList{QStringLiteral("--screenshot"), png});
        QVERIFY(!QImage(png).isNull());
        QVERIFY(QFile::remove(png));
        QCOMPARE(filesUnder(home.path()), (QMap<QString, QByteArray>{}));

        // Existing settings: left byte for byte as they were.
        const QString conf = home.filePath(QStringLiteral("config/Starboard/starboard.conf"));
        QVERIFY(QDir().mkpath(QFileInfo(conf).absolutePath()));
        QFile file(conf);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[General]\nlanguage=fr\n\n[workshop]\nrecentFiles=/nowhere/a.json\n");
        file.close();
        const auto before = filesUnder(home.path());
        run(home.path(), arguments + QStringList{QStringLiteral("--screenshot"), png});
        QVERIFY(QFile::remove(png));
        QCOMPARE(filesUnder(home.path()), before);
    }
};

QTEST_MAIN(TestEditorApp)
#include "tst_editor_app.moc"
