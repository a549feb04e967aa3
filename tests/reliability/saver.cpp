// The program tests/reliability/sigkill.sh kills (issue 13): the app's own save paths in a
// loop, and the checks of what a kill left. Each mode runs until it is killed:
//
//   saver autosave           the game's autosave: AppSettings and GameSession as the app uses
//                            them (a hotseat Galaxy of D game, one action and one autosave,
//                            written on AppSettings' worker thread, per step). It continues
//                            from the autosave it finds, which must load.
//   saver workshop FILE      the Workshop's Save (Document::save, what File > Save calls) of a
//                            large document, one edited value per save.
//   saver recovery FILE      a Workshop window (offscreen) editing FILE with recovery written
//                            every 20 ms.
//
// and the checks (exit code 0, or 1 with the reasons on stderr):
//
//   saver check-autosave     every autosave file (autosave.json, its .bak, the generations)
//                            loads and equals a position of the game line the saver plays.
//   saver check-workshop FILE ORIGINAL   FILE and FILE.bak each equal a complete save of
//                            one edit of ORIGINAL (the document before the first edit).
//   saver check-recovery FILE the next Workshop offers exactly one document, whose content is
//                            a complete version of one edit, and recovers it.
//
// The folders come from the environment (XDG_DATA_HOME, XDG_CONFIG_HOME), as for the app.

#include "appsettings.h"
#include "document.h"
#include "documentkinds.h"
#include "session.h"
#include "workshopwindow.h"

#include <QApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace starboard;
using starboard::editor::Document;

namespace {

constexpr int kMaxSteps = 1500;      // the longest game the autosave plays before it starts again
constexpr int kEditValues = 1000000; // the Workshop's edits: count = step % kEditValues
const QString kPointer = QStringLiteral("/things/0/count");

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

QVariantMap hotseat()
{
    const auto seat = [](const QString &name) {
        return QVariantMap{{QStringLiteral("name"), name}, {QStringLiteral("human"), true}};
    };
    return {{QStringLiteral("gameId"), QStringLiteral("galaxy-of-d")},
            {QStringLiteral("seats"),
             QVariantList{seat(QStringLiteral("Ann")), seat(QStringLiteral("Bob"))}},
            {QStringLiteral("seed"), QStringLiteral("13")}};
}

// The line the saver plays: the action is a function of the position (the history's
// length), so that a game continued from any autosave stays on it.
bool step(GameSession &session)
{
    session.acknowledgePrivacy();
    const auto legal = session.state()->legalActions();
    const std::size_t n = session.state()->history().size();
    return session.apply(legal[(n * 7 + 3) % legal.size()]).isEmpty();
}

QByteArray hash(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha1);
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

int runAutosave()
{
    AppSettings settings(true);
    GameSession session;
    session.setComputerDelay(0);
    if (settings.hasAutosave()) {
        const QString error = session.load(settings.autosaveUrl());
        if (!error.isEmpty()) {
            err() << "the autosave left does not load: " << error << Qt::endl;
            return 3;
        }
    } else if (!session.startNewGame(hotseat()).isEmpty()) {
        return 2;
    }
    std::printf("ready\n");
    std::fflush(stdout);
    for (;;) {
        if (session.isTerminal() || int(session.state()->history().size()) >= kMaxSteps) {
            settings.removeAutosave();
            settings.waitForAutosave();
            session.startNewGame(hotseat());
        } else if (!step(session)) {
            return 2;
        }
        settings.autosave(&session);
        settings.waitForAutosave();
    }
}

int checkAutosave()
{
    AppSettings settings(true);
    const QDir folder = QFileInfo(settings.autosaveUrl().toLocalFile()).absoluteDir();
    // The positions of the line up to the longest autosave (what any autosave may hold).
    std::size_t longest = 0;
    for (const QString &name : folder.entryList({QStringLiteral("autosave*")}, QDir::Files)) {
        GameSession session;
        if (session.load(QUrl::fromLocalFile(folder.filePath(name))).isEmpty())
            longest = std::max(longest, session.state()->history().size());
    }
    QSet<QByteArray> positions;
    {
        GameSession session;
        session.setComputerDelay(0);
        session.startNewGame(hotseat());
        positions.insert(hash(session.serialized()));
        while (!session.isTerminal() && session.state()->history().size() < longest &&
               step(session))
            positions.insert(hash(session.serialized()));
    }
    int problems = 0;
    for (const QString &name :
         folder.entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot)) {
        const QString path = folder.filePath(name);
        if (name.endsWith(QLatin1String(".lock")) || name == QLatin1String("results.json"))
            continue; // the lock of the killed process: taken over by the next start
        const bool autosaveFile = name == QLatin1String("autosave.json") ||
                                  name == QLatin1String("autosave.json.bak") ||
                                  (name.startsWith(QLatin1String("autosave.turn-")) &&
                                   name.endsWith(QLatin1String(".json")));
        if (!autosaveFile) {
            err() << "left behind: " << name << Qt::endl;
            ++problems;
            continue;
        }
        GameSession session;
        const QString error = session.load(QUrl::fromLocalFile(path));
        if (!error.isEmpty()) {
            err() << name << " does not load: " << error << Qt::endl;
            ++problems;
        } else if (!positions.contains(hash(contents(path)))) {
            err() << name << " is not a complete autosave of the game" << Qt::endl;
            ++problems;
        }
    }
    std::printf("%lld files checked\n", qlonglong(folder.entryList(QDir::Files).size()));
    return problems == 0 ? 0 : 1;
}

int runWorkshop(const QString &path)
{
    Document document;
    QStringList errors;
    if (!document.open(path, errors)) {
        err() << "the Workshop's file left does not open: " << errors.join('\n') << Qt::endl;
        return 3;
    }
    std::printf("ready\n");
    std::fflush(stdout);
    for (int value = document.value(kPointer).toInt() + 1;; ++value) {
        document.setValue(kPointer, value % kEditValues, QStringLiteral("edit"));
        QString error;
        if (!document.save(error)) {
            err() << error << Qt::endl;
            return 2;
        }
    }
}

// What a save of the edit `value` writes: `original` (the document before any edit) with
// that value.
QByteArray savedBytes(const QString &original, int value)
{
    Document document;
    QStringList errors;
    document.open(original, errors);
    document.setValue(kPointer, value, QStringLiteral("edit"));
    return document.serialized();
}

int checkWorkshop(const QString &path, const QString &original)
{
    int problems = 0;
    const QDir folder = QFileInfo(path).absoluteDir();
    const QStringList names = folder.entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
    for (const QString &name : names) {
        const QString file = folder.filePath(name);
        if (file != path && file != path + QLatin1String(".bak")) {
            err() << "left behind: " << name << Qt::endl;
            ++problems;
            continue;
        }
        Document document;
        QStringList errors;
        if (!document.open(file, errors)) {
            err() << errors.join('\n') << Qt::endl;
            ++problems;
        } else if (savedBytes(original, document.value(kPointer).toInt()) != contents(file)) {
            err() << name << " is not a complete save" << Qt::endl;
            ++problems;
        }
    }
    std::printf("%lld files checked\n", qlonglong(names.size()));
    return problems == 0 ? 0 : 1;
}

QString recoveryFolder()
{
    return editor::RecoveryStore::defaultFolder();
}

int runRecovery(const QString &path)
{
    editor::WorkshopWindow window;
    window.setWritesSettings(false);
    window.enableRecovery(recoveryFolder(), 20);
    if (!window.openFile(path).isEmpty())
        return 2;
    Document *document = window.currentDocument();
    int value = 0;
    QTimer edits;
    // "ready" once the first recovery file is there: the kills fall among the writes after.
    bool ready = false;
    QObject::connect(&edits, &QTimer::timeout, &window, [&] {
        document->setValue(kPointer, ++value, QStringLiteral("edit"));
        if (!ready && !QDir(window.recovery()->instanceFolder())
                           .entryList({QStringLiteral("doc-*.json")}, QDir::Files)
                           .isEmpty()) {
            ready = true;
            std::printf("ready\n");
            std::fflush(stdout);
        }
    });
    edits.start(5);
    return QApplication::exec();
}

int checkRecovery(const QString &path)
{
    editor::WorkshopWindow window;
    window.setWritesSettings(false);
    window.enableRecovery(recoveryFolder(), 60000);
    const auto entries = window.recoverable();
    int problems = 0;
    // Temporary files beside the recovery files.
    const QDir folder(recoveryFolder());
    for (const QString &name : folder.entryList(QDir::AllEntries | QDir::NoDotAndDotDot)) {
        const QFileInfo info(folder.filePath(name));
        if (info.isDir()) {
            for (const QString &inner :
                 QDir(info.filePath()).entryList(QDir::Files | QDir::Hidden)) {
                if (!inner.startsWith(QLatin1String("doc-")) ||
                    !inner.endsWith(QLatin1String(".json"))) {
                    err() << "left behind: " << name << '/' << inner << Qt::endl;
                    ++problems;
                }
            }
        }
    }
    if (entries.size() > 1) {
        err() << entries.size() << " documents offered, expected at most 1" << Qt::endl;
        return 1;
    }
    if (entries.isEmpty()) {
        std::printf("nothing to recover\n");
        return problems == 0 ? 0 : 1;
    }
    Document *document = window.recover(entries.front().recoveryFile);
    if (!document) {
        err() << "the recovered document does not open" << Qt::endl;
        return 1;
    }
    Document original;
    QStringList errors;
    original.open(path, errors);
    original.setValue(kPointer, document->value(kPointer).toInt(), QStringLiteral("edit"));
    if (original.serialized() != document->serialized()) {
        err() << "the recovered document is not a complete version" << Qt::endl;
        ++problems;
    }
    std::printf("recovered %s, count %d\n", qPrintable(entries.front().name),
                document->value(kPointer).toInt());
    // Nothing left for the next check (closing would ask about the unsaved changes).
    window.recovery()->clear();
    return problems == 0 ? 0 : 1;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("StarboardReliability"));
    QCoreApplication::setApplicationName(QStringLiteral("saver"));
    const QStringList args = app.arguments().mid(1);
    const QString mode = args.value(0);
    const QString file = args.value(1);
    if (mode == QLatin1String("autosave"))
        return runAutosave();
    if (mode == QLatin1String("check-autosave"))
        return checkAutosave();
    if (mode == QLatin1String("workshop"))
        return runWorkshop(file);
    if (mode == QLatin1String("check-workshop"))
        return checkWorkshop(file, args.value(2));
    if (mode == QLatin1String("recovery"))
        return runRecovery(file);
    if (mode == QLatin1String("check-recovery"))
        return checkRecovery(file);
    err() << "usage: saver autosave|workshop FILE|recovery FILE|check-... " << Qt::endl;
    return 64;
}
