#include "atomicwrite.h"

#include "diagnostics.h"

#include <QSaveFile>

namespace starboard::data {

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString &error,
                         QString *reason)
{
    QSaveFile out(path);
    const auto report = [&] {
        if (reason)
            *reason = out.errorString();
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading). %1: the file's path; %2: the system's reason.
        error = Msg::tr("%1: cannot write the file: %2").arg(path, out.errorString());
        return false;
    };
    const auto fail = [&] {
        report();
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
    return out.commit() || report();
}

} // namespace starboard::data
