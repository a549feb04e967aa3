#include "recovery.h"

#include "data/atomicwrite.h"
#include "document.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <algorithm>

namespace starboard::editor {

namespace {

const QLatin1String kFormat("starboard.workshop-recovery");

std::unique_ptr<QLockFile> lockFor(const QString &folder)
{
    auto lock = std::make_unique<QLockFile>(folder + QStringLiteral(".lock"));
    lock->setStaleLockTime(0); // stale only when its process is gone
    if (!lock->tryLock(0))
        return nullptr;
    return lock;
}

} // namespace

QString RecoveryStore::defaultFolder()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("recovery"));
}

RecoveryStore::RecoveryStore(const QString &folder, QObject *parent)
    : QObject(parent), m_folder(folder)
{
    QDir().mkpath(folder);
    // A name no other instance uses: the process and the time it started.
    const QString base = QDir(folder).filePath(QStringLiteral("%1-%2")
                                                   .arg(QCoreApplication::applicationPid())
                                                   .arg(QDateTime::currentMSecsSinceEpoch()));
    for (int i = 0; i < 100 && !m_lock; ++i) {
        m_instanceFolder = i == 0 ? base : base + QStringLiteral("-%1").arg(i);
        if (!QFileInfo::exists(m_instanceFolder))
            m_lock = lockFor(m_instanceFolder);
    }
}

RecoveryStore::~RecoveryStore() = default;

QString RecoveryStore::write(const QList<Document *> &documents)
{
    QString firstError;
    QHash<const Document *, int> written;
    for (const Document *document : documents) {
        if (!document->isModified())
            continue;
        int &number = m_numbers[document];
        if (number == 0)
            number = m_next++;
        written.insert(document, number);
        QJsonObject entry{{QStringLiteral("format"), kFormat},
                          {QStringLiteral("file"), document->filePath()},
                          {QStringLiteral("name"), document->displayName()},
                          {QStringLiteral("written"),
                           QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
                          {QStringLiteral("content"), QString::fromUtf8(document->serialized())}};
        QDir().mkpath(m_instanceFolder);
        QString error;
        if (!data::writeFileAtomically(
                QDir(m_instanceFolder).filePath(QStringLiteral("doc-%1.json").arg(number)),
                QJsonDocument(entry).toJson(QJsonDocument::Compact), error) &&
            firstError.isEmpty())
            firstError = error;
    }
    // Saved, undone to the saved state, or closed: nothing to recover.
    for (auto it = m_numbers.begin(); it != m_numbers.end();) {
        if (written.contains(it.key())) {
            ++it;
            continue;
        }
        QFile::remove(
            QDir(m_instanceFolder).filePath(QStringLiteral("doc-%1.json").arg(it.value())));
        it = m_numbers.erase(it);
    }
    return firstError;
}

void RecoveryStore::forget(const Document *document)
{
    const auto it = m_numbers.constFind(document);
    if (it == m_numbers.cend())
        return;
    QFile::remove(QDir(m_instanceFolder).filePath(QStringLiteral("doc-%1.json").arg(it.value())));
    m_numbers.erase(it);
}

void RecoveryStore::clear()
{
    QDir(m_instanceFolder).removeRecursively();
    m_numbers.clear();
}

QList<RecoveryStore::Entry> RecoveryStore::leftovers()
{
    QList<Entry> entries;
    const QDir folder(m_folder);
    // The lock of an instance that had nothing to recover and is gone: taking it removes it.
    for (const QString &name : folder.entryList({QStringLiteral("*.lock")}, QDir::Files)) {
        const QString instance = folder.filePath(name.chopped(5));
        if (!QFileInfo(instance).isDir() && instance != m_instanceFolder)
            lockFor(instance);
    }
    for (const QString &name : folder.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString instance = folder.filePath(name);
        if (instance == m_instanceFolder)
            continue;
        const bool taken =
            std::any_of(m_taken.begin(), m_taken.end(),
                        [&instance](const auto &held) { return held.first == instance; });
        if (!taken) {
            auto lock = lockFor(instance);
            if (!lock)
                continue; // a running Workshop's
            m_taken.emplace_back(instance, std::move(lock));
        }
        const QDir dir(instance);
        for (const QString &file : dir.entryList({QStringLiteral("doc-*.json")}, QDir::Files)) {
            QFile in(dir.filePath(file));
            if (!in.open(QIODevice::ReadOnly))
                continue;
            const QJsonObject entry = QJsonDocument::fromJson(in.readAll()).object();
            if (entry.value(QStringLiteral("format")).toString() != kFormat)
                continue;
            entries.append({dir.filePath(file), entry.value(QStringLiteral("file")).toString(),
                            entry.value(QStringLiteral("name")).toString(),
                            QDateTime::fromString(entry.value(QStringLiteral("written")).toString(),
                                                  Qt::ISODateWithMs),
                            entry.value(QStringLiteral("content")).toString().toUtf8()});
        }
    }
    std::sort(entries.begin(), entries.end(),
              [](const Entry &a, const Entry &b) { return a.written > b.written; });
    return entries;
}

void RecoveryStore::remove(const Entry &entry)
{
    QFile::remove(entry.recoveryFile);
    const QString instance = QFileInfo(entry.recoveryFile).absolutePath();
    QDir dir(instance);
    if (!dir.entryList({QStringLiteral("doc-*.json")}, QDir::Files).isEmpty())
        return;
    dir.removeRecursively();
    // Its lock goes with it (unlocking removes the lock file).
    m_taken.erase(std::remove_if(m_taken.begin(), m_taken.end(),
                                 [&](const auto &held) {
                                     return QFileInfo(held.first).absoluteFilePath() ==
                                            QFileInfo(instance).absoluteFilePath();
                                 }),
                  m_taken.end());
}

} // namespace starboard::editor
