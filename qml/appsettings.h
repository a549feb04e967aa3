#pragma once

// AppSettings: the app's preferences (QSettings) and the autosave file, as a QML singleton.
// main.cpp makes the instance before the engine (setInstance()), so that the command line
// can override the language for one run and nothing is written in --screenshot runs; QML
// and tests without such an instance get a fresh one from create().

#include "resulthistory.h"
#include "session.h"

#include <QDateTime>
#include <QLockFile>
#include <QMap>
#include <QMutex>
#include <QObject>
#include <QPointer>
#include <QProcessEnvironment>
#include <QRect>
#include <QSettings>
#include <QSizeF>
#include <QThreadPool>
#include <QUrl>
#include <QVariantList>
#include <QWaitCondition>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>

class QQmlEngine;
class QJSEngine;

namespace starboard {

class AppSettings : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // "" (the system's language) or one of languages' codes ("en", "de", "pseudo"). Takes
    // effect at once.
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    // The language in use after resolving "" ("en", "de", ...).
    Q_PROPERTY(QString effectiveLanguage READ effectiveLanguage NOTIFY languageChanged)
    // For the chooser, "" (system) first, then languages::list(): [{code, name (in its own
    // language; "" for the system and the pseudo-language, which QML names), completeness
    // (percent of the app's messages translated, -1 for none shown), fromFolder (the
    // catalogue is a translator's file in translationsFolder), file (its path)}].
    Q_PROPERTY(QVariantList languages READ languages NOTIFY languagesChanged)
    // Where a translator drops starboard_<code>.qm to try it (languages::userFolder()).
    Q_PROPERTY(QString translationsFolder READ translationsFolder CONSTANT)
    // The computer level proposed for new computer seats ("beginner" ... "expert").
    Q_PROPERTY(
        QString defaultLevel READ defaultLevel WRITE setDefaultLevel NOTIFY defaultLevelChanged)
    // "slow", "normal", "fast" or "instant": the pause after each computer move.
    Q_PROPERTY(QString animationSpeed READ animationSpeed WRITE setAnimationSpeed NOTIFY
                   animationSpeedChanged)
    Q_PROPERTY(int computerDelay READ computerDelay NOTIFY animationSpeedChanged) // ms
    // The high-contrast look (Theme.qml's colours, the Workshop's palette): at once, stored.
    Q_PROPERTY(bool highContrast READ highContrast WRITE setHighContrast NOTIFY highContrastChanged)
    // The interface size in percent, one of interfaceSizeSteps(); stored. It takes effect
    // when Starboard starts (main() turns it into QT_SCALE_FACTOR before QApplication:
    // Qt 6.4 reads the scale factor only then).
    Q_PROPERTY(
        int interfaceSize READ interfaceSize WRITE setInterfaceSize NOTIFY interfaceSizeChanged)
    // The size this run uses, in percent (100 without a scale factor).
    Q_PROPERTY(int interfaceSizeInUse READ interfaceSizeInUse CONSTANT)
    // The user's environment sets QT_SCALE_FACTOR: it wins over interfaceSize.
    Q_PROPERTY(bool interfaceSizeFromEnvironment READ interfaceSizeFromEnvironment CONSTANT)
    // How long a decision button takes no pointer click after its meaning changed (ms;
    // ActionButton's guard). Not stored: 600, and 0 for tests that click as fast as they can.
    Q_PROPERTY(int clickGuard READ clickGuard WRITE setClickGuard NOTIFY clickGuardChanged)
    // The folder the file dialogs start in (the last one used).
    Q_PROPERTY(QUrl lastFolder READ lastFolder WRITE setLastFolder NOTIFY lastFolderChanged)
    // This instance's autosave: QStandardPaths::AppDataLocation/autosave.json, or, while
    // other instances hold that one (a lock per instance), autosave-2.json, autosave-3.json...
    Q_PROPERTY(QUrl autosaveUrl READ autosaveUrl CONSTANT)
    Q_PROPERTY(bool hasAutosave READ hasAutosave NOTIFY autosaveChanged)
    Q_PROPERTY(QDateTime autosaveTime READ autosaveTime NOTIFY autosaveChanged)
    // Why the last autosave failed (the file and the system's reason); "" once one succeeds
    // again. Kept in the settings, so that Continue can say on the next start that the
    // position it resumes may be older than the one last seen.
    Q_PROPERTY(QString autosaveError READ autosaveError NOTIFY autosaveErrorChanged)
    // False in --screenshot runs and tests: nothing is written (settings, autosave).
    Q_PROPERTY(bool persistent READ isPersistent CONSTANT)
    Q_PROPERTY(QString qtVersion READ qtVersion CONSTANT) // the Qt in use, for About
    // The results of finished games (beside the autosave; in memory only when not persistent).
    Q_PROPERTY(starboard::ResultHistory *results READ results CONSTANT)

public:
    // persistent false: nothing is written. Not default-constructible on purpose: QML then
    // gets its instance from create() (Qt 6.4 prefers a default constructor).
    explicit AppSettings(bool persistent, QObject *parent = nullptr);
    ~AppSettings() override;

    // The instance QML gets; the caller keeps ownership.
    static void setInstance(AppSettings *instance);
    static AppSettings *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    QString language() const { return m_language; }
    int clickGuard() const { return m_clickGuard; }
    void setClickGuard(int ms);
    void setLanguage(const QString &code);
    // For this run only (--lang): installs the language without remembering it.
    void overrideLanguage(const QString &code);
    QString effectiveLanguage() const;
    QVariantList languages() const;
    QString translationsFolder() const;
    // Reads the translations folder again (the Settings dialog, when it opens): a catalogue
    // dropped there since shows in languages, and the language in use is loaded again when
    // its catalogue changed. Creates the folder when the settings are persistent.
    Q_INVOKABLE void rescanLanguages();
    QString defaultLevel() const { return m_defaultLevel; }
    void setDefaultLevel(const QString &level);
    QString animationSpeed() const { return m_animationSpeed; }
    void setAnimationSpeed(const QString &speed);
    int computerDelay() const;
    bool highContrast() const { return m_highContrast; }
    void setHighContrast(bool on);
    int interfaceSize() const { return m_interfaceSize; }
    void setInterfaceSize(int percent);

    // The interface sizes offered, in percent.
    static QList<int> interfaceSizeSteps();
    // A stored size as a step: 100 for anything that is not one (missing, text, 130, ...).
    static int validInterfaceSize(const QVariant &stored);
    // The value for QT_SCALE_FACTOR that main() sets before QApplication for the `stored`
    // size: empty when nothing is to be set (the size is 100%, or `environmentScale`, the
    // environment's QT_SCALE_FACTOR, is set: the user's own choice wins).
    static QByteArray startupScaleFactor(const QVariant &stored,
                                         const QByteArray &environmentScale);
    // main(), before QApplication: reads the stored size (QSettings; the organisation and
    // application names must be set) and sets QT_SCALE_FACTOR by startupScaleFactor().
    static void applyInterfaceSizeAtStartup();
    // The environment for a restarted Starboard: this process's, without the
    // QT_SCALE_FACTOR that applyInterfaceSizeAtStartup() set (the new process sets its own).
    static QProcessEnvironment restartEnvironment();
    int interfaceSizeInUse() const;
    bool interfaceSizeFromEnvironment() const;
    // The steps at which a window of `minimum` size (logical pixels) fits a screen whose
    // free area is `available` (logical pixels at `inUse` percent, the size in use): at
    // p percent the area is available * inUse / p. 100 is always offered.
    static QList<int> fittingInterfaceSizes(const QSizeF &available, const QSizeF &minimum,
                                            int inUse);
    // For the Settings dialog: fittingInterfaceSizes() at this run's size.
    Q_INVOKABLE QVariantList interfaceSizesFitting(qreal availableWidth, qreal availableHeight,
                                                   qreal minimumWidth, qreal minimumHeight) const;
    // Quits and starts Starboard again (the game in progress is autosaved on the way out,
    // so Continue brings it back): emits restartRequested(), which main() acts on.
    Q_INVOKABLE void restart();
    QUrl lastFolder() const { return m_lastFolder; }
    // Where Save asks first: the last folder, unless that is "Games put aside" (where a game
    // put aside led Open; helper 19's Save opened there): then Documents, else home.
    Q_INVOKABLE QUrl saveFolder() const;
    void setLastFolder(const QUrl &folder);
    QUrl autosaveUrl() const;
    bool hasAutosave() const;
    QDateTime autosaveTime() const;
    QString autosaveError() const { return m_autosaveError; }
    bool isPersistent() const { return m_persistent; }
    QString qtVersion() const;
    ResultHistory *results() const { return m_results; }

    // The saved window geometry; an empty rect when there is none.
    QRect windowGeometry() const;
    bool windowMaximized() const;
    void saveWindowGeometry(const QRect &geometry, bool maximized);

    // Autosave for "Continue": the game in progress is serialized here (on the calling,
    // GUI thread) and written to autosaveUrl atomically on a worker thread (the position it
    // replaces kept as autosave.json.bak); a finished game's autosave is removed there, with
    // its backup and generations. Generations: the last position of each of the last
    // kAutosaveGenerations turns, as autosave.turn-N.json beside it (those of another game
    // are removed when its first autosave is written, those of turns after the current one
    // after an undo). Requests queue behind the write in progress and
    // replace each other, so the last one wins and at most one write waits. Nothing is
    // written when the settings are not persistent. hasAutosave follows when it is done.
    Q_INVOKABLE void autosave(starboard::GameSession *session);
    // autosave() once control returns to the event loop: the requests of one event-loop
    // turn make one autosave.
    Q_INVOKABLE void autosaveLater(starboard::GameSession *session);
    Q_INVOKABLE void removeAutosave();
    // What Continue falls back on when the autosave cannot be loaded, the newest first: the
    // generations by turn, then the position before the last autosave (autosave.json.bak).
    // [{url, turn (-1 for the backup), time}].
    Q_INVOKABLE QVariantList autosaveFallbacks() const;
    // The generation of `turn` (autosave.turn-N.json, beside the autosave).
    QString autosaveGenerationPath(int turn) const;
    // Gives up this instance's autosave (its lock), so that a new process started now (a
    // restart) takes it over. Nothing is autosaved afterwards.
    void releaseAutosave();
    static constexpr int kAutosaveGenerations = 5;
    // Blocks until the queued autosave is on disk (quitting; tests).
    void waitForAutosave();
    // file:// URL of a local path (as the session reports it) and back, for FileDialog.
    Q_INVOKABLE QUrl urlFromPath(const QString &path) const;
    Q_INVOKABLE QString pathFromUrl(const QUrl &url) const;
    Q_INVOKABLE QUrl folderOf(const QUrl &file) const;
    // True when `path` (as session.filePath gives it) is the autosave file.
    Q_INVOKABLE bool isAutosave(const QString &path) const;
    // What the new-game dialog was last set to when a game of `gameId` was started from it
    // ({"seats": [{"name", "human", "level"}], "setup": ...}; a name left as the seat's
    // default is stored empty), or an empty map. Kept in the settings; seeds and files are
    // not kept.
    Q_INVOKABLE QVariant newGameChoices(const QString &gameId) const; // a map (var for QML)
    Q_INVOKABLE void setNewGameChoices(const QString &gameId, const QVariantMap &choices);
    // Before a new game or another saved game replaces `session`'s game in progress (not
    // over, and changed since it was last saved to a file or continued from the autosave,
    // which the new game would overwrite): saves it into "Games put aside" (putaside.h)
    // and makes that the folder "Open saved game" starts in. {"file": its path} when it
    // was put aside, {} when there was nothing to keep, {"error": why} when it could not be
    // saved.
    Q_INVOKABLE bool hasGameToPutAside(starboard::GameSession *session) const;
    Q_INVOKABLE QVariantMap putAsideGameInProgress(starboard::GameSession *session);

signals:
    void languageChanged();
    void languagesChanged();
    void defaultLevelChanged();
    void animationSpeedChanged();
    void highContrastChanged();
    void interfaceSizeChanged();
    void restartRequested();
    void lastFolderChanged();
    void clickGuardChanged();
    void autosaveChanged();
    void autosaveErrorChanged();

private:
    struct AutosaveJob
    {
        QString path;
        QByteArray bytes; // empty: remove the file, its backup and generations
        int turn = 0;     // the game's turn (GameSession::turn())
    };
    // The worker: keeps the generation of job.turn, removes those of another game and of
    // later turns, and all but the newest kAutosaveGenerations.
    void writeGeneration(const AutosaveJob &job);
    // The generations on disk: turn -> path.
    QMap<int, QString> autosaveGenerations() const;
    // Takes the first autosave slot no other running instance holds (its QLockFile; the lock
    // of a process that is gone is taken over).
    void lockAutosaveSlot();
    // With this instance's slot empty, the newest autosave of a slot no running instance
    // holds (left by a second instance that ended) moves into it, generations and .bak
    // included, so that Continue offers it: an autosave is never stranded in a slot only a
    // second running instance would get.
    void adoptOrphanedAutosave(int slot);
    void queueAutosave(AutosaveJob job);
    void writeAutosaves(); // the worker: the queued jobs, one after the other
    // On the GUI thread, after each job: "" when it succeeded, else the message.
    void setAutosaveError(const QString &error);
    void applyLanguage(const QString &code);
    void write(const QString &key, const QVariant &value);

    bool m_persistent;
    QSettings m_settings;
    QString m_language;
    mutable QVariantList m_languages; // languages(), as last read
    QString m_defaultLevel;
    QString m_animationSpeed;
    bool m_highContrast = false;
    int m_interfaceSize = 100;
    QUrl m_lastFolder;
    QVariantMap m_newGameChoices; // per game id, as stored
    int m_clickGuard = 600;
    QPointer<QQmlEngine> m_engine;
    ResultHistory *m_results = nullptr;
    QMutex m_autosaveMutex;
    QWaitCondition m_autosaveIdle;
    std::optional<AutosaveJob> m_autosaveNext; // guarded by m_autosaveMutex
    bool m_autosaveRunning = false;            // guarded by m_autosaveMutex
    QThreadPool m_autosavePool;                // one thread
    QPointer<GameSession> m_autosaveLater;     // autosaveLater()'s session, until it runs
    bool m_autosaveScheduled = false;
    QString m_autosaveError;
    QString m_autosavePath; // this instance's autosave file
    std::unique_ptr<QLockFile> m_autosaveLock;
    QString m_generationGame; // the worker's: the game ("game/seed") of the generations on disk
    bool m_generationGameKnown = false;
};

} // namespace starboard
