#include "appsettings.h"

#include "ai/agent.h"
#include "data/atomicwrite.h"

#include "languages.h"
#include "putaside.h"
#include "session.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutexLocker>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace starboard {

namespace {

AppSettings *s_instance = nullptr;
// applyInterfaceSizeAtStartup() set QT_SCALE_FACTOR (not the user's environment).
bool s_scaleSetByUs = false;
const char kScaleVariable[] = "QT_SCALE_FACTOR";

const QStringList kSpeeds = {QStringLiteral("slow"), QStringLiteral("normal"),
                             QStringLiteral("fast"), QStringLiteral("instant")};
const int kDelays[] = {900, 400, 120, 0}; // ms, in the order of kSpeeds

QString key(const char *name)
{
    return QString::fromLatin1(name);
}

// Autosave slots: one per running instance (issue 13: two instances on one profile must not
// overwrite each other's autosave). Slot 1 is "autosave.json" (the name of earlier versions).
constexpr int kAutosaveSlots = 16;

QString dataFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString slotFile(int slot, const QString &suffix)
{
    return QDir(dataFolder())
        .filePath(
            (slot == 1 ? QStringLiteral("autosave") : QStringLiteral("autosave-%1").arg(slot)) +
            suffix);
}

// The files of a slot's autosave in the data folder: FILE.json, FILE.json.bak and the
// generations FILE.turn-N.json (not the lock).
QStringList slotAutosaveFiles(int slot)
{
    const QFileInfo autosave(slotFile(slot, QStringLiteral(".json")));
    const QString base = autosave.completeBaseName() + QLatin1Char('.');
    QStringList files;
    for (const QString &name : autosave.absoluteDir().entryList(
             {base + QStringLiteral("json"), base + QStringLiteral("json.bak"),
              base + QStringLiteral("turn-*.json")},
             QDir::Files | QDir::Hidden))
        files.append(name);
    return files;
}

// "game/seed" of a saved game's bytes: which game a generation belongs to.
QString gameKeyOf(const QByteArray &bytes)
{
    const QJsonObject record = QJsonDocument::fromJson(bytes).object();
    return record.value(QStringLiteral("game")).toString() + QLatin1Char('/') +
           record.value(QStringLiteral("seed")).toVariant().toString();
}

QByteArray contentsOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

AppSettings::AppSettings(bool persistent, QObject *parent)
    : QObject(parent), m_persistent(persistent)
{
    m_language = m_settings.value(key("language")).toString();
    if (!m_language.isEmpty() && !languages::isAvailable(m_language))
        m_language.clear();
    // One of the four levels; the agents of earlier versions ("random", "heuristic") and
    // anything else become Standard.
    m_defaultLevel = m_settings.value(key("defaultLevel"), QStringLiteral("standard")).toString();
    if (std::find(kLevelNames.begin(), kLevelNames.end(), m_defaultLevel.toStdString()) ==
        kLevelNames.end())
        m_defaultLevel = QStringLiteral("standard");
    m_highContrast = m_settings.value(key("highContrast"), false).toBool();
    m_interfaceSize = validInterfaceSize(m_settings.value(key("interfaceSize")));
    m_animationSpeed = m_settings.value(key("animationSpeed"), QStringLiteral("normal")).toString();
    if (!kSpeeds.contains(m_animationSpeed))
        m_animationSpeed = QStringLiteral("normal");
    // The folder file dialogs open in: the last one used while it exists, else Documents,
    // else home (a fresh account may have no Documents folder).
    m_lastFolder = m_settings.value(key("lastFolder")).toUrl();
    for (const QUrl &folder :
         {m_lastFolder,
          QUrl::fromLocalFile(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)),
          QUrl::fromLocalFile(QDir::homePath())}) {
        if (folder.isLocalFile() && QFileInfo(folder.toLocalFile()).isDir()) {
            m_lastFolder = folder;
            break;
        }
    }
    m_results = new ResultHistory(
        persistent ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                         QStringLiteral("/results.json")
                   : QString(),
        this);
    m_autosavePool.setMaxThreadCount(1);
    m_autosavePath = slotFile(1, QStringLiteral(".json"));
    if (persistent) {
        m_autosaveError = m_settings.value(key("autosave/error")).toString();
        lockAutosaveSlot();
    }
}

void AppSettings::lockAutosaveSlot()
{
    QDir().mkpath(dataFolder());
    for (int slot = 1; slot <= kAutosaveSlots; ++slot) {
        auto lock = std::make_unique<QLockFile>(slotFile(slot, QStringLiteral(".lock")));
        // Only a lock whose process is gone is stale: never one of a game left open for
        // hours (QLockFile's default is 30 s of age).
        lock->setStaleLockTime(0);
        if (lock->tryLock(0)) {
            m_autosaveLock = std::move(lock);
            m_autosavePath = slotFile(slot, QStringLiteral(".json"));
            // What a kill during a write of this slot's files left (a temporary file).
            data::removeTemporaryLeftovers(m_autosavePath);
            data::removeTemporaryLeftovers(autosaveGenerationPath(0).replace(
                QStringLiteral(".turn-0."), QStringLiteral(".turn-*.")));
            adoptOrphanedAutosave(slot);
            return;
        }
        if (lock->error() != QLockFile::LockFailedError)
            break; // no lock can be made here (a read-only folder): the autosave fails as before
    }
    qInfo("Autosave: no free autosave slot; using %s unlocked", qPrintable(m_autosavePath));
}

void AppSettings::adoptOrphanedAutosave(int slot)
{
    if (!slotAutosaveFiles(slot).isEmpty())
        return;
    // The newest autosave among the slots whose lock is free.
    std::unique_ptr<QLockFile> orphanLock;
    int orphan = 0;
    QDateTime newest;
    for (int other = 1; other <= kAutosaveSlots; ++other) {
        const QFileInfo autosave(slotFile(other, QStringLiteral(".json")));
        if (other == slot || !autosave.exists() ||
            (orphan != 0 && autosave.lastModified() <= newest))
            continue;
        auto lock = std::make_unique<QLockFile>(slotFile(other, QStringLiteral(".lock")));
        lock->setStaleLockTime(0);
        if (!lock->tryLock(0))
            continue; // a running instance's game
        orphanLock = std::move(lock);
        orphan = other;
        newest = autosave.lastModified();
    }
    if (orphan == 0)
        return;
    QDir folder(dataFolder());
    const QString from = QFileInfo(slotFile(orphan, QString())).fileName();
    const QString to = QFileInfo(slotFile(slot, QString())).fileName();
    for (const QString &name : slotAutosaveFiles(orphan)) {
        const QString target = to + name.mid(from.size());
        if (!folder.rename(name, target))
            qInfo("Autosave: could not move %s to %s", qPrintable(folder.filePath(name)),
                  qPrintable(folder.filePath(target)));
    }
    qInfo("Autosave: continuing the game of slot %d in slot %d", orphan, slot);
}

void AppSettings::releaseAutosave()
{
    waitForAutosave();
    m_persistent = false;
    m_autosaveLock.reset();
}

AppSettings::~AppSettings()
{
    waitForAutosave();
    if (s_instance == this)
        s_instance = nullptr;
}

void AppSettings::setInstance(AppSettings *instance)
{
    s_instance = instance;
}

AppSettings *AppSettings::create(QQmlEngine *qmlEngine, QJSEngine *)
{
    AppSettings *settings = s_instance;
    if (settings) {
        QJSEngine::setObjectOwnership(settings, QJSEngine::CppOwnership);
    } else {
        // Tests: a fresh instance that the engine owns and that writes nothing.
        settings = new AppSettings(false);
    }
    settings->m_engine = qmlEngine;
    return settings;
}

void AppSettings::write(const QString &name, const QVariant &value)
{
    if (m_persistent)
        m_settings.setValue(name, value);
}

void AppSettings::setLanguage(const QString &code)
{
    const QString language = languages::isAvailable(code) ? code : QString();
    if (language == m_language)
        return;
    m_language = language;
    write(key("language"), m_language);
    applyLanguage(m_language);
}

void AppSettings::overrideLanguage(const QString &code)
{
    m_language = code;
    applyLanguage(code);
}

void AppSettings::applyLanguage(const QString &code)
{
    languages::install(code);
    // QML text follows a new translator only after retranslate().
    if (m_engine)
        m_engine->retranslate();
    emit languageChanged();
}

QString AppSettings::effectiveLanguage() const
{
    const QString installed = languages::installed();
    return installed.isEmpty() ? languages::resolve(m_language) : installed;
}

namespace {

QVariantList languageEntries()
{
    auto entry = [](const languages::Language &language) {
        return QVariantMap{
            {QStringLiteral("code"), language.code},
            {QStringLiteral("name"), language.name},
            {QStringLiteral("completeness"), language.completeness},
            {QStringLiteral("fromFolder"), language.fromUserFolder},
            {QStringLiteral("file"),
             language.fromUserFolder ? QDir::toNativeSeparators(language.catalogue) : QString()}};
    };
    QVariantList list;
    // The "system" entry is named in QML (it needs retranslation), as is the pseudo-language.
    list.append(entry({}));
    const QList<languages::Language> found = languages::list();
    for (const languages::Language &language : found)
        list.append(entry(language));
    return list;
}

} // namespace

QVariantList AppSettings::languages() const
{
    if (m_languages.isEmpty())
        m_languages = languageEntries();
    return m_languages;
}

QString AppSettings::translationsFolder() const
{
    return QDir::toNativeSeparators(languages::userFolder());
}

void AppSettings::rescanLanguages()
{
    if (m_persistent && !languages::userFolder().isEmpty())
        QDir().mkpath(languages::userFolder());
    const bool reloaded = languages::rescan();
    const QVariantList entries = languageEntries();
    if (entries != languages()) {
        m_languages = entries;
        emit languagesChanged();
    }
    if (reloaded) {
        if (m_engine)
            m_engine->retranslate();
        emit languageChanged();
    }
}

void AppSettings::setDefaultLevel(const QString &level)
{
    if (level == m_defaultLevel)
        return;
    m_defaultLevel = level;
    write(key("defaultLevel"), level);
    emit defaultLevelChanged();
}

void AppSettings::setAnimationSpeed(const QString &speed)
{
    if (speed == m_animationSpeed || !kSpeeds.contains(speed))
        return;
    m_animationSpeed = speed;
    write(key("animationSpeed"), speed);
    emit animationSpeedChanged();
}

void AppSettings::setHighContrast(bool on)
{
    if (on == m_highContrast)
        return;
    m_highContrast = on;
    write(key("highContrast"), on);
    emit highContrastChanged();
}

QList<int> AppSettings::interfaceSizeSteps()
{
    return {100, 125, 150, 175, 200};
}

int AppSettings::validInterfaceSize(const QVariant &stored)
{
    bool ok = false;
    const int percent = stored.toString().toInt(&ok);
    return ok && interfaceSizeSteps().contains(percent) ? percent : 100;
}

void AppSettings::setInterfaceSize(int percent)
{
    percent = validInterfaceSize(percent);
    if (percent == m_interfaceSize)
        return;
    m_interfaceSize = percent;
    write(key("interfaceSize"), percent);
    emit interfaceSizeChanged();
}

QByteArray AppSettings::startupScaleFactor(const QVariant &stored,
                                           const QByteArray &environmentScale)
{
    if (!environmentScale.isEmpty())
        return {};
    const int percent = validInterfaceSize(stored);
    if (percent == 100)
        return {};
    return QByteArray::number(percent / 100.0);
}

void AppSettings::applyInterfaceSizeAtStartup()
{
    const QSettings settings;
    const QByteArray factor =
        startupScaleFactor(settings.value(key("interfaceSize")), qgetenv(kScaleVariable));
    if (factor.isEmpty())
        return;
    qputenv(kScaleVariable, factor);
    s_scaleSetByUs = true;
}

QProcessEnvironment AppSettings::restartEnvironment()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (s_scaleSetByUs)
        environment.remove(QString::fromLatin1(kScaleVariable));
    return environment;
}

int AppSettings::interfaceSizeInUse() const
{
    bool ok = false;
    const double factor = qEnvironmentVariable(kScaleVariable).toDouble(&ok);
    return ok && factor > 0 ? int(std::lround(factor * 100)) : 100;
}

bool AppSettings::interfaceSizeFromEnvironment() const
{
    return qEnvironmentVariableIsSet(kScaleVariable) && !s_scaleSetByUs;
}

QList<int> AppSettings::fittingInterfaceSizes(const QSizeF &available, const QSizeF &minimum,
                                              int inUse)
{
    QList<int> sizes;
    for (const int percent : interfaceSizeSteps()) {
        const double factor = double(inUse) / percent;
        if (percent == 100 || (minimum.width() <= available.width() * factor &&
                               minimum.height() <= available.height() * factor))
            sizes.append(percent);
    }
    return sizes;
}

QVariantList AppSettings::interfaceSizesFitting(qreal availableWidth, qreal availableHeight,
                                                qreal minimumWidth, qreal minimumHeight) const
{
    QVariantList sizes;
    for (const int percent :
         fittingInterfaceSizes(QSizeF(availableWidth, availableHeight),
                               QSizeF(minimumWidth, minimumHeight), interfaceSizeInUse()))
        sizes.append(percent);
    return sizes;
}

void AppSettings::restart()
{
    emit restartRequested();
}

int AppSettings::computerDelay() const
{
    return kDelays[std::max<qsizetype>(0, kSpeeds.indexOf(m_animationSpeed))];
}

void AppSettings::setClickGuard(int ms)
{
    ms = std::max(0, ms);
    if (ms == m_clickGuard)
        return;
    m_clickGuard = ms;
    emit clickGuardChanged();
}

QVariant AppSettings::newGameChoices(const QString &gameId) const
{
    if (m_newGameChoices.contains(gameId))
        return m_newGameChoices.value(gameId);
    if (!m_persistent)
        return QVariantMap();
    // Stored as JSON text: QSettings' native format keeps no nested lists of maps.
    const QJsonObject stored =
        QJsonDocument::fromJson(m_settings.value(key("newGame/") + gameId).toByteArray()).object();
    return stored.toVariantMap();
}

void AppSettings::setNewGameChoices(const QString &gameId, const QVariantMap &choices)
{
    if (gameId.isEmpty())
        return;
    m_newGameChoices.insert(gameId, choices);
    write(key("newGame/") + gameId,
          QJsonDocument(QJsonObject::fromVariantMap(choices)).toJson(QJsonDocument::Compact));
}

bool AppSettings::hasGameToPutAside(GameSession *session) const
{
    return session && session->isActive() && !session->isTerminal() &&
           (session->isModified() || isAutosave(session->filePath()));
}

QVariantMap AppSettings::putAsideGameInProgress(GameSession *session)
{
    if (!hasGameToPutAside(session))
        return {};
    const QString folder = gamesPutAsideFolder();
    QString kept;
    const QString error = putAside(*session, folder, &kept);
    if (!error.isEmpty())
        return {{QStringLiteral("error"), error}};
    setLastFolder(QUrl::fromLocalFile(folder));
    return {{QStringLiteral("file"), kept}};
}

void AppSettings::setLastFolder(const QUrl &folder)
{
    if (folder == m_lastFolder || folder.isEmpty())
        return;
    m_lastFolder = folder;
    write(key("lastFolder"), folder);
    emit lastFolderChanged();
}

QUrl AppSettings::saveFolder() const
{
    const auto same = [](const QUrl &url, const QString &path) {
        return url.isLocalFile() && QFileInfo(url.toLocalFile()).absoluteFilePath() ==
                                        QFileInfo(path).absoluteFilePath();
    };
    if (!same(m_lastFolder, gamesPutAsideFolder()))
        return m_lastFolder;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QUrl::fromLocalFile(QFileInfo(documents).isDir() ? documents : QDir::homePath());
}

QUrl AppSettings::autosaveUrl() const
{
    return QUrl::fromLocalFile(m_autosavePath);
}

QString AppSettings::autosaveGenerationPath(int turn) const
{
    QString base = m_autosavePath;
    base.chop(int(qstrlen(".json")));
    return base + QStringLiteral(".turn-%1.json").arg(turn);
}

QMap<int, QString> AppSettings::autosaveGenerations() const
{
    const QFileInfo autosave(m_autosavePath);
    const QString prefix = autosave.completeBaseName() + QStringLiteral(".turn-");
    QMap<int, QString> generations;
    const QDir folder = autosave.absoluteDir();
    for (const QString &name :
         folder.entryList({prefix + QStringLiteral("*.json")}, QDir::Files | QDir::Hidden)) {
        bool ok = false;
        const int turn =
            QStringView(name).mid(prefix.size(), name.size() - prefix.size() - 5).toInt(&ok);
        if (ok && autosaveGenerationPath(turn) == folder.filePath(name))
            generations.insert(turn, folder.filePath(name));
    }
    return generations;
}

QVariantList AppSettings::autosaveFallbacks() const
{
    QVariantList fallbacks;
    const auto add = [&fallbacks](const QString &path, int turn) {
        fallbacks.append(QVariantMap{{QStringLiteral("url"), QUrl::fromLocalFile(path)},
                                     {QStringLiteral("turn"), turn},
                                     {QStringLiteral("time"), QFileInfo(path).lastModified()}});
    };
    const QMap<int, QString> generations = autosaveGenerations();
    for (auto it = generations.keyValueEnd(); it != generations.keyValueBegin();) {
        --it;
        add(it->second, it->first);
    }
    const QString backup = data::backupPath(m_autosavePath);
    if (QFileInfo::exists(backup))
        add(backup, -1);
    return fallbacks;
}

bool AppSettings::hasAutosave() const
{
    return QFileInfo::exists(autosaveUrl().toLocalFile());
}

QDateTime AppSettings::autosaveTime() const
{
    const QFileInfo info(autosaveUrl().toLocalFile());
    return info.exists() ? info.lastModified() : QDateTime();
}

void AppSettings::autosave(GameSession *session)
{
    if (!m_persistent || !session || !session->isActive())
        return;
    if (session->isTerminal()) {
        removeAutosave();
        return;
    }
    queueAutosave({m_autosavePath, session->serialized(), session->turn()});
}

void AppSettings::autosaveLater(GameSession *session)
{
    m_autosaveLater = session;
    if (m_autosaveScheduled)
        return;
    m_autosaveScheduled = true;
    QTimer::singleShot(0, this, [this] {
        m_autosaveScheduled = false;
        if (m_autosaveLater)
            autosave(m_autosaveLater);
        m_autosaveLater = nullptr;
    });
}

void AppSettings::removeAutosave()
{
    if (m_persistent)
        queueAutosave({m_autosavePath, QByteArray()});
}

void AppSettings::queueAutosave(AutosaveJob job)
{
    QMutexLocker lock(&m_autosaveMutex);
    m_autosaveNext = std::move(job);
    if (m_autosaveRunning)
        return; // the worker takes it after the write in progress
    m_autosaveRunning = true;
    m_autosavePool.start([this] { writeAutosaves(); });
}

void AppSettings::writeAutosaves()
{
    while (true) {
        AutosaveJob job;
        {
            QMutexLocker lock(&m_autosaveMutex);
            if (!m_autosaveNext) {
                m_autosaveRunning = false;
                m_autosaveIdle.wakeAll();
                return;
            }
            job = std::move(*m_autosaveNext);
            m_autosaveNext.reset();
        }
        QString error;
        if (job.bytes.isEmpty()) {
            QStringList files = autosaveGenerations().values();
            files << job.path << data::backupPath(job.path);
            for (const QString &file : std::as_const(files)) {
                if (QFileInfo::exists(file) && !QFile::remove(file))
                    qInfo("Autosave: could not remove %s", qPrintable(file));
            }
            m_generationGame.clear();
            m_generationGameKnown = true;
        } else {
            QDir().mkpath(QFileInfo(job.path).absolutePath());
            if (!data::writeFileAtomically(job.path, job.bytes, error, nullptr,
                                           data::WriteMode::KeepBackup))
                qInfo("Autosave failed: %s", qPrintable(error));
            else
                writeGeneration(job);
        }
        QMetaObject::invokeMethod(
            this,
            [this, error] {
                setAutosaveError(error);
                emit autosaveChanged();
            },
            Qt::QueuedConnection);
    }
}

void AppSettings::writeGeneration(const AutosaveJob &job)
{
    QMap<int, QString> generations = autosaveGenerations();
    if (!m_generationGameKnown) {
        // The first autosave of this run: are the generations on disk this game's?
        m_generationGameKnown = true;
        if (!generations.isEmpty())
            m_generationGame = gameKeyOf(contentsOf(generations.last()));
    }
    const QString game = gameKeyOf(job.bytes);
    for (auto it = generations.begin(); it != generations.end();) {
        // Another game's, or of turns undone.
        if (game != m_generationGame || it.key() > job.turn) {
            QFile::remove(it.value());
            it = generations.erase(it);
        } else {
            ++it;
        }
    }
    m_generationGame = game;
    const QString path = autosaveGenerationPath(job.turn);
    QString error;
    if (!data::writeFileAtomically(path, job.bytes, error)) {
        qInfo("Autosave: %s", qPrintable(error));
        return;
    }
    generations.insert(job.turn, path);
    while (generations.size() > kAutosaveGenerations) {
        QFile::remove(generations.first());
        generations.erase(generations.begin());
    }
}

void AppSettings::setAutosaveError(const QString &error)
{
    if (error == m_autosaveError)
        return;
    m_autosaveError = error;
    if (error.isEmpty())
        m_settings.remove(key("autosave/error"));
    else
        write(key("autosave/error"), error);
    emit autosaveErrorChanged();
}

void AppSettings::waitForAutosave()
{
    QMutexLocker lock(&m_autosaveMutex);
    while (m_autosaveRunning)
        m_autosaveIdle.wait(&m_autosaveMutex);
}

QRect AppSettings::windowGeometry() const
{
    return m_settings.value(key("window/geometry")).toRect();
}

bool AppSettings::windowMaximized() const
{
    return m_settings.value(key("window/maximized"), false).toBool();
}

void AppSettings::saveWindowGeometry(const QRect &geometry, bool maximized)
{
    write(key("window/maximized"), maximized);
    if (!maximized)
        write(key("window/geometry"), geometry);
}

QString AppSettings::qtVersion() const
{
    return QString::fromLatin1(qVersion());
}

QUrl AppSettings::urlFromPath(const QString &path) const
{
    return path.isEmpty() ? QUrl() : QUrl::fromLocalFile(path);
}

QString AppSettings::pathFromUrl(const QUrl &url) const
{
    return url.isLocalFile() ? QDir::toNativeSeparators(url.toLocalFile()) : url.toString();
}

bool AppSettings::isAutosave(const QString &path) const
{
    if (path.isEmpty())
        return false;
    const QString file = QFileInfo(path).absoluteFilePath();
    if (file == QFileInfo(m_autosavePath).absoluteFilePath() ||
        file == QFileInfo(data::backupPath(m_autosavePath)).absoluteFilePath())
        return true;
    const QMap<int, QString> generations = autosaveGenerations();
    return std::any_of(generations.cbegin(), generations.cend(), [&file](const QString &g) {
        return QFileInfo(g).absoluteFilePath() == file;
    });
}

QUrl AppSettings::folderOf(const QUrl &file) const
{
    if (!file.isLocalFile())
        return {};
    return QUrl::fromLocalFile(QFileInfo(file.toLocalFile()).absolutePath());
}

} // namespace starboard
