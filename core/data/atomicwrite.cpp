#include "atomicwrite.h"

#include "diagnostics.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace starboard::data {

namespace {

// Makes the rename that just happened in `folder` durable (POSIX: a rename is on disk only
// once its folder is synced). A file system that cannot sync a folder is not an error: the
// new file is complete either way.
void syncFolder(const QString &folder)
{
    const int fd =
        ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return;
    ::fsync(fd);
    ::close(fd);
}

// A second name for the version of `path` on disk, made before the new one replaces it:
// a hard link (nothing copied), or a copy where links are refused. False when there is no
// such version or it cannot be kept.
bool keepPrevious(const QString &path, const QString &pending)
{
    QFile::remove(pending); // the older backup
    const QFileInfo info(path);
    if (!info.isFile())
        return false;
    // A link to a symbolic link would follow the new version: link its target.
    const QString source = info.isSymLink() ? info.canonicalFilePath() : path;
    if (::link(QFile::encodeName(source).constData(), QFile::encodeName(pending).constData()) == 0)
        return true;
    return QFile::copy(source, pending);
}

} // namespace

void removeTemporaryLeftovers(const QString &path)
{
    const QFileInfo info(path);
    QDir folder = info.absoluteDir();
    // QSaveFile's temporary name: "<file>.XXXXXX".
    static const QRegularExpression kTemporary(QStringLiteral("^.*\\.[A-Za-z0-9]{6}$"));
    for (const QString &name : folder.entryList({info.fileName() + QStringLiteral(".??????")},
                                                QDir::Files | QDir::Hidden)) {
        if (kTemporary.match(name).hasMatch())
            folder.remove(name);
    }
}

QString backupPath(const QString &path)
{
    return path + QStringLiteral(".bak");
}

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString &error,
                         QString *reason, WriteMode mode)
{
    removeTemporaryLeftovers(path);
    QSaveFile out(path);
    const auto report = [&](const QString &system) {
        if (reason)
            *reason = system;
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading). %1: the file's path; %2: the system's reason.
        error = Msg::tr("%1: cannot write the file: %2").arg(path, system);
        return false;
    };
    const auto fail = [&] {
        report(out.errorString());
        out.cancelWriting();
        return false;
    };
    // Unbuffered, and flushed and checked all the same: QSaveFile buffers by default, so
    // write() may succeed while nothing reached the disk, and a failure inside commit() is
    // not reported in Qt 6.4 (an empty file replaces the old one). Every error is caught
    // here, with the system's reason, before anything is renamed.
    if (!out.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return fail();
    // A short write (the limit reached part way) is retried, so that the next write fails
    // with the system's reason rather than "Unknown error".
    for (qsizetype done = 0; done < bytes.size();) {
        const qint64 written = out.write(bytes.constData() + done, bytes.size() - done);
        if (written <= 0)
            return fail();
        done += written;
    }
    if (!out.flush() || out.error() != QFileDevice::NoError)
        return fail();
    // On disk before anything is renamed (commit() then has nothing left to write); a file
    // system that cannot sync (EINVAL) is not an error.
    if (::fsync(out.handle()) != 0 && errno != EINVAL) {
        const QString system = qt_error_string(errno);
        out.cancelWriting();
        return report(system);
    }
    // FILE.bak: a second name for the version on disk, given just before the new one
    // replaces it. No pending name: the old FILE.bak goes, then FILE.bak is linked to the
    // version on disk, so that a kill in between leaves no FILE.bak (FILE is whole) and
    // nothing else. (With a pending name renamed over FILE.bak, a kill between the two
    // calls left FILE.bak.new behind: tests/reliability/sigkill.sh found it, twice.)
    // A write that failed above leaves FILE.bak as it was; commit() failing now (the
    // folder made read-only in between) leaves FILE.bak equal to FILE.
    if (mode == WriteMode::KeepBackup) {
        const QString backup = backupPath(path);
        QFile::remove(backup + QStringLiteral(".new")); // left by an older build's save
        keepPrevious(path, backup);
    }
    if (!out.commit())
        return report(out.errorString());
    syncFolder(QFileInfo(path).absolutePath());
    return true;
}

} // namespace starboard::data
