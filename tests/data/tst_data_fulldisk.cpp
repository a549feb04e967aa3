// Saves on a full disk: the write fails and the previous file stays byte for byte. The full
// disk is real: RLIMIT_FSIZE makes every write past the limit fail with EFBIG, for this
// process only and without root (SIGXFSZ is ignored so the write returns the error).

#include "data/atomicwrite.h"
#include "data/data.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>

using namespace starboard;

namespace {

// Limits the size of the files this process writes while it lives.
class FileSizeLimit
{
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &m_old);
        rlimit limit = m_old;
        limit.rlim_cur = bytes;
        m_ok = setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit() { setrlimit(RLIMIT_FSIZE, &m_old); }
    bool ok() const { return m_ok; }

private:
    rlimit m_old{};
    bool m_ok = false;
};

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(unreadable)");
}

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
}

} // namespace

class TestFullDisk : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { std::signal(SIGXFSZ, SIG_IGN); }

    // The function every save goes through: a small write (well under QSaveFile's buffer)
    // that cannot reach the disk fails with the system's reason and keeps the old file.
    void atomicWriteOnFullDisk()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("old.json"));
        const QByteArray old = "{\"old\": true}\n";
        QString error;
        QVERIFY2(data::writeFileAtomically(path, old, error), qPrintable(error));
        QCOMPARE(readAll(path), old);

        const QByteArray bigger(4000, 'x');
        {
            FileSizeLimit limit(1000);
            QVERIFY(limit.ok());
            QVERIFY(!data::writeFileAtomically(path, bigger, error));
        }
        QVERIFY2(error.startsWith(path + QStringLiteral(": cannot write the file: ")),
                 qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("large")), qPrintable(error)); // EFBIG's text
        QCOMPARE(readAll(path), old);
        QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("old.json")});

        // With room again, the same save succeeds.
        QVERIFY2(data::writeFileAtomically(path, bigger, error), qPrintable(error));
        QCOMPARE(readAll(path), bigger);
        QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("old.json")});
    }

    // KeepBackup (saved games, the autosave, Workshop documents): after two saves FILE.bak
    // holds the first; a save that fails leaves FILE and FILE.bak as they were; a pending
    // backup or a temporary file left by a killed save is cleared by the next one.
    void keepBackup()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("game.json"));
        const QString backup = data::backupPath(path);
        QCOMPARE(backup, path + QStringLiteral(".bak"));
        QString error;
        const auto save = [&](const QByteArray &bytes) {
            return data::writeFileAtomically(path, bytes, error, nullptr,
                                             data::WriteMode::KeepBackup);
        };
        QVERIFY2(save("first"), qPrintable(error));
        QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("game.json")});
        QVERIFY2(save("second"), qPrintable(error));
        QCOMPARE(readAll(path), QByteArray("second"));
        QCOMPARE(readAll(backup), QByteArray("first"));
        {
            FileSizeLimit limit(1000);
            QVERIFY(limit.ok());
            QVERIFY(!save(QByteArray(4000, 'x')));
        }
        QCOMPARE(readAll(path), QByteArray("second"));
        QCOMPARE(readAll(backup), QByteArray("first"));
        QCOMPARE(entries(dir.path()),
                 (QStringList{QStringLiteral("game.json"), QStringLiteral("game.json.bak")}));

        // What a kill may leave: the pending link, QSaveFile's temporary name.
        for (const QString &left :
             {backup + QStringLiteral(".new"), path + QStringLiteral(".a1B2c3")}) {
            QFile stale(left);
            QVERIFY(stale.open(QIODevice::WriteOnly));
        }
        QVERIFY2(save("third"), qPrintable(error));
        QCOMPARE(readAll(backup), QByteArray("second"));
        QCOMPARE(entries(dir.path()),
                 (QStringList{QStringLiteral("game.json"), QStringLiteral("game.json.bak")}));

        // The default (exports, the CLI's outputs) keeps no backup.
        const QString other = dir.filePath(QStringLiteral("export.csv"));
        QVERIFY2(data::writeFileAtomically(other, "a", error), qPrintable(error));
        QVERIFY2(data::writeFileAtomically(other, "b", error), qPrintable(error));
        QVERIFY(!QFileInfo::exists(data::backupPath(other)));
    }

    // Saved games (and records) go through it: a saved game that cannot be written leaves the
    // previous one as it was. This failed before the fix: saveRecord returned true and left
    // an empty file.
    void saveRecordOnFullDisk()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("game.json"));
        data::RecordFile file;
        file.record.gameId = "galaxy-of-d";
        file.record.seed = 7;
        file.record.actions = {1, 2, 3};
        file.numPlayers = 2;
        QString error;
        QVERIFY2(data::saveRecord(path, file, error), qPrintable(error));
        const QByteArray old = readAll(path);
        QVERIFY(old.size() > 10);

        file.record.actions.assign(200, 5); // larger than before, still well under 16 KB
        {
            FileSizeLimit limit(qMax<rlim_t>(old.size(), 64));
            QVERIFY(limit.ok());
            QVERIFY(!data::saveRecord(path, file, error));
        }
        QVERIFY2(error.startsWith(path + QStringLiteral(": cannot write the file: ")),
                 qPrintable(error));
        QCOMPARE(readAll(path), old);
        QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("game.json")});
    }
};

QTEST_GUILESS_MAIN(TestFullDisk)
#include "tst_data_fulldisk.moc"
