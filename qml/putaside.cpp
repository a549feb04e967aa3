#include "putaside.h"

#include "session.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUrl>

namespace starboard {

QString gamesPutAsideFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/Games put aside");
}

QString putAsideFileName(const GameSession &session, const QString &folder)
{
    const QString base = QStringLiteral("%1 %2").arg(
        session.gameId(),
        QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd hh-mm-ss")));
    QString name = base + QStringLiteral(".json");
    for (int n = 2; QFileInfo::exists(QDir(folder).filePath(name)); ++n)
        name = QStringLiteral("%1 (%2).json").arg(base).arg(n);
    return name;
}

QString putAside(GameSession &session, const QString &folder, QString *kept, const QString &name)
{
    if (!QDir().mkpath(folder))
        //: A game in progress is saved aside before another starts, and its folder cannot be
        //: made. %1: a folder's path.
        return QCoreApplication::translate("PlayItGuard", "The folder %1 cannot be made.")
            .arg(QDir::toNativeSeparators(folder));
    const QString path =
        QDir(folder).filePath(name.isEmpty() ? putAsideFileName(session, folder) : name);
    const QString error = session.save(QUrl::fromLocalFile(path));
    if (error.isEmpty() && kept)
        *kept = path;
    return error;
}

} // namespace starboard
