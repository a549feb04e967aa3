// starboard: the desktop application. Command line, settings, translators and window
// wiring only; the views are the QML module "Starboard" (qml/).

#include "ai/agent.h"
#include "appsettings.h"
#include "contrastpalette.h"
#include "data/data.h"
#include "documentkinds.h"
#include "engine/registry.h"
#include "gamecatalog.h"
#include "gametext.h"
#include "languages.h"
#include "putaside.h"
#include "session.h"
#include "workshoplauncher.h"
#include "workshopwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QIcon>
#include <QImage>
#include <QListWidget>
#include <QMessageBox>
#include <QProcess>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQmlError>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QScreen>
#include <QStandardPaths>
#include <QTextStream>
#include <QTimer>
#include <QUrl>
#include <QtQml/QQmlExtensionPlugin>

#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>
#include <thread>

Q_IMPORT_QML_PLUGIN(StarboardPlugin)

namespace {

// The exit code for a bad command line.
constexpr int kUsageError = 2;

// The command line's and the window wiring's texts (context "Main").
struct Main
{
    Q_DECLARE_TR_FUNCTIONS(Main)
};

// Grabs the window until two grabs 200 ms apart are the same (a computer's turn or an
// animation still changes it), at most kStillTries times, then saves the last grab and
// quits with 0 (1 on failure). A board with a pulsing highlight never holds still: its
// picture is the one at the last try, as before.
constexpr int kStillTries = 10;

void grabWhenStill(QQuickWindow *window, const QString &path, const QImage &previous, int tries)
{
    const QImage image = window->grabWindow();
    QTextStream err(stderr);
    if (image.isNull()) {
        err << Main::tr("Could not grab the window.") << Qt::endl;
        QCoreApplication::exit(1);
        return;
    }
    if (image != previous && tries < kStillTries) {
        QTimer::singleShot(200, window, [window, path, image, tries] {
            grabWhenStill(window, path, image, tries + 1);
        });
        return;
    }
    if (!image.save(path, "PNG")) {
        //: The command line (starboard --help and its errors): %1: a file's path.
        err << Main::tr("Could not write %1.").arg(path) << Qt::endl;
        QCoreApplication::exit(1);
        return;
    }
    QCoreApplication::exit(0);
}

// Saves the window's contents once it has been drawn and holds still (grabWhenStill()).
// With the threaded render loop frameSwapped comes from the render thread, queued, and
// several frames can be queued before the first call runs: the single-shot connection
// breaks at the first emission, so only one call ever arrives.
void screenshotAndQuit(QQuickWindow *window, const QString &path)
{
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [window, path] {
            // Let a few frames settle (fonts, layouts, images) before grabbing.
            QTimer::singleShot(400, window, [window, path] { grabWhenStill(window, path, {}, 0); });
        },
        Qt::SingleShotConnection);
    window->update();
}

struct Options
{
    QString gameId;
    QString loadFile;
    QString seed;
    QString language;
    QString screenshot;
    bool workshop = false; // the Workshop opens (--workshop, or content files given)
    QStringList workshopFiles;
};

// Sorts the files of the command line (without --workshop) by what they hold, read as the
// games read them: a saved game ("starboard.record", at most one) and content files (every
// kind the Workshop edits). "" or what is wrong, naming the file.
QString sortFiles(const QStringList &files, QString &savedGame, QStringList &contentFiles)
{
    for (const QString &file : files) {
        if (!QFileInfo(file).isFile())
            //: The command line (starboard --help and its errors): %1: a file's path.
            return Main::tr("There is no file '%1'.").arg(file);
        QStringList errors;
        const std::optional<QJsonObject> document =
            starboard::data::readDocument(file, QString(), errors);
        if (!document)
            //: The command line (starboard --help and its errors): %1: a file's path; the reason
            //: follows on the next line.
            return Main::tr("Cannot open '%1':").arg(file) + QStringLiteral("\n  ") +
                   errors.join(QStringLiteral("\n  "));
        const QString format = document->value(QLatin1String("format")).toString();
        if (format == QLatin1String("starboard.record")) {
            if (!savedGame.isEmpty())
                //: The command line (starboard --help and its errors): %1 and %2: files' paths.
                return Main::tr("Only one saved game can be opened at a time ('%1' and '%2').")
                    .arg(savedGame, file);
            savedGame = file;
        } else if (starboard::editor::kindForFormat(format)) {
            contentFiles.append(file);
        } else {
            //: The command line (starboard --help and its errors): %1: a file's path; %2: its
            //: extension, e.g. 'txt'.
            return Main::tr("Cannot open '%1': Starboard opens saved games and content files, "
                            "not \"%2\" files.")
                .arg(file, format);
        }
    }
    return {};
}

// What a quiet look at the command line found (parseCommandLine with a probe).
struct Probe
{
    bool unparsed = false; // it does not parse (it may hold options of the GUI application,
                           // such as -platform, that only QGuiApplication removes)
    bool output = false;   // --help, --version or a mistake: something is to be printed
};

// Parses the command line; on a mistake prints it with the usage hint and returns nothing.
// With a probe, prints nothing and does not exit: what would be printed is flagged there.
std::optional<Options> parseCommandLine(QCommandLineParser &parser, const QStringList &arguments,
                                        Probe *probe = nullptr)
{
    parser.setApplicationDescription(Main::tr("Starboard: space tabletop games."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption gameOption(
        QStringLiteral("game"),
        //: The command line (starboard --help): the help of the option --game. The games for one
        //: (Galaxy Command, Galaxy Fighters) start solo; the others give the computer the seats
        //: they need besides yours.
        Main::tr("Start a new game of <id> at once with the fewest players it takes: you, and "
                 "computer players (Standard level) in the other seats it needs."),
        //: The command line (starboard --help and its errors): the name of the value of the option
        //: --game, in the help: '--game <id>'; a game's identifier. One short word, no spaces.
        Main::tr("id"));
    const QCommandLineOption loadOption(QStringLiteral("load"), Main::tr("Open a saved game."),
                                        //: The command line (starboard --help and its errors): the
                                        //: name of the value of an option, in the help: '--load
                                        //: <file>'. One short word, no spaces.
                                        Main::tr("file"));
    const QCommandLineOption seedOption(
        QStringLiteral("seed"),
        Main::tr("The seed of the new game (with --game); random without it."),
        /*: The command line (starboard --help and its errors): the name of the value of the option
           --seed, in the help: '--seed <number>'. One short word, no spaces. */
        Main::tr("number"));
    const QCommandLineOption langOption(
        QStringLiteral("lang"),
        //: The command line (starboard --help and its errors): the help of the option --lang. %1:
        //: the language codes, e.g. 'de, en, fr'.
        Main::tr("The language for this run: %1 (default: the one chosen in the settings).")
            .arg(starboard::languages::available().join(QStringLiteral(", "))),
        //: The command line (starboard --help and its errors): the name of the value of the option
        //: --lang, in the help: '--lang <code>' (a language code). One short word, no spaces.
        Main::tr("code"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        Main::tr("Save a PNG of the window once it is shown, then quit. Nothing is saved or "
                 "remembered in this mode."),
        Main::tr("file"));
    const QCommandLineOption workshopOption(
        QStringLiteral("workshop"),
        Main::tr("Open the Workshop (the content editor), with the files given after the "
                 "options."));
    parser.addOptions(
        {gameOption, loadOption, seedOption, langOption, screenshotOption, workshopOption});
    parser.addPositionalArgument(
        QStringLiteral("files"),
        Main::tr("Files to open: a saved game is played, content files (galaxies, ship tables, "
                 "rulesets, ...) open in the Workshop. With --workshop: files to open in the "
                 "Workshop."),
        //: The command line (starboard --help and its errors): the name of the arguments in the
        //: help's usage line: any number of files. Keep the brackets and the dots.
        Main::tr("[files...]"));

    QTextStream err(stderr);
    auto fail = [&](const QString &message) -> std::optional<Options> {
        if (probe) {
            probe->output = true;
            return std::nullopt;
        }
        //: The command line (starboard --help and its errors): %1: the program's name,
        //: 'starboard'; keep '--help' as it is.
        err << QCoreApplication::applicationName() << QStringLiteral(": ") << message << Qt::endl
            << Main::tr("Try '%1 --help' for more information.")
                   .arg(QCoreApplication::applicationName())
            << Qt::endl;
        return std::nullopt;
    };
    if (!parser.parse(arguments)) {
        if (probe) {
            probe->unparsed = true;
            return std::nullopt;
        }
        return fail(parser.errorText());
    }
    if (probe &&
        (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("version")))) {
        probe->output = true;
        return std::nullopt;
    }
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(0); // exits
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion(); // exits
    Options options;
    options.gameId = parser.value(gameOption);
    options.loadFile = parser.value(loadOption);
    options.seed = parser.value(seedOption);
    options.language = parser.value(langOption);
    options.screenshot = parser.value(screenshotOption);
    options.workshop = parser.isSet(workshopOption);
    if (options.workshop && (parser.isSet(gameOption) || parser.isSet(loadOption)))
        return fail(Main::tr("--workshop cannot be used with --game or --load."));
    if (options.workshop) {
        options.workshopFiles = parser.positionalArguments();
        for (const QString &file : options.workshopFiles) {
            if (!QFileInfo(file).isFile())
                return fail(Main::tr("There is no file '%1'.").arg(file));
        }
    } else if (!parser.positionalArguments().isEmpty()) {
        // A file manager's "Open with" (Exec=starboard %F): open each file by its content.
        QString savedGame;
        if (const QString problem =
                sortFiles(parser.positionalArguments(), savedGame, options.workshopFiles);
            !problem.isEmpty())
            return fail(problem);
        if (!savedGame.isEmpty()) {
            if (parser.isSet(gameOption) || parser.isSet(loadOption))
                //: The command line (starboard --help and its errors): %1: a file's path. Keep
                //: '--game' and '--load' as they are.
                return fail(Main::tr("The saved game '%1' cannot be opened together with --game "
                                     "or --load.")
                                .arg(savedGame));
            options.loadFile = savedGame;
        }
        options.workshop = !options.workshopFiles.isEmpty();
    }

    if (parser.isSet(gameOption) && parser.isSet(loadOption))
        return fail(Main::tr("--game and --load cannot be used together."));
    if (parser.isSet(gameOption) && !starboard::GameCatalog::isPlayable(options.gameId)) {
        QStringList known;
        for (const auto &registration : starboard::builtinGames().games()) {
            const QString id = QString::fromStdString(registration.info.id);
            if (starboard::GameCatalog::isPlayable(id))
                known.append(id);
        }
        //: The command line (starboard --help and its errors): %1: the identifier given; %2: the
        //: games' identifiers, e.g. 'galaxy-of-d, galaxy-command'.
        return fail(Main::tr("Unknown game '%1'. Games: %2.")
                        .arg(options.gameId, known.join(QStringLiteral(", "))));
    }
    if (parser.isSet(seedOption)) {
        bool ok = false;
        options.seed.toULongLong(&ok);
        if (!ok)
            //: The command line (starboard --help and its errors): %1: the seed given.
            return fail(Main::tr("The seed must be a whole number from 0 to 18446744073709551615, "
                                 "not '%1'.")
                            .arg(options.seed));
        if (!parser.isSet(gameOption))
            return fail(Main::tr("--seed needs --game."));
    }
    if (parser.isSet(langOption) && !starboard::languages::isAvailable(options.language))
        //: The command line (starboard --help and its errors): %1: the code given; %2: the language
        //: codes, e.g. 'de, en, fr'.
        return fail(Main::tr("Unknown language '%1'. Languages: %2.")
                        .arg(options.language,
                             starboard::languages::available().join(QStringLiteral(", "))));
    if (parser.isSet(loadOption) && !QFileInfo(options.loadFile).isFile())
        return fail(Main::tr("There is no file '%1'.").arg(options.loadFile));
    if (parser.isSet(screenshotOption) && options.screenshot.isEmpty())
        return fail(Main::tr("--screenshot needs a file name."));
    return options;
}

// Starts or loads the game the command line asks for: a new game seats you against the
// computer at the level the session gives a seat that names none (Standard). "" or the
// error.
QString startFromCommandLine(starboard::GameSession &session, const Options &options)
{
    if (!options.loadFile.isEmpty())
        return session.load(QUrl::fromLocalFile(QFileInfo(options.loadFile).absoluteFilePath()));
    if (options.gameId.isEmpty())
        return {};
    const QString id = options.gameId;
    const auto *registration = starboard::builtinGames().find(id.toStdString());
    QVariantList seats;
    for (int seat = 0; seat < registration->info.minPlayers; ++seat) {
        const bool human = seat == 0;
        seats.append(QVariantMap{
            {QStringLiteral("name"), starboard::seatSideName(id, seat)},
            {QStringLiteral("human"), human},
            {QStringLiteral("level"), QString()},
        });
    }
    QVariantMap config{
        {QStringLiteral("gameId"), id},
        {QStringLiteral("seats"), seats},
        {QStringLiteral("seed"), options.seed},
    };
    return session.startNewGame(config);
}

void setApplicationNames()
{
    QCoreApplication::setApplicationName(QStringLiteral("starboard"));
    QCoreApplication::setOrganizationName(QStringLiteral("Starboard"));
    QCoreApplication::setApplicationVersion(QStringLiteral(STARBOARD_VERSION));
}

// The language for this run: --lang if given (read before the parser, so that --help
// speaks it), else the saved one.
QString languageOf(const QStringList &arguments, const QString &saved)
{
    QString language = saved;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--lang") && i + 1 < arguments.size())
            language = arguments[i + 1];
        else if (arguments[i].startsWith(QLatin1String("--lang=")))
            language = arguments[i].mid(7);
    }
    return language;
}

// Reads the command line before there is a window system, so that --help, --version and a
// bad command line work without a display. Returns the exit code, or -1 to go on.
//
// A QCoreApplication is made for the printing only, never when the program goes on: its
// destructor runs Qt's post routines, and one of them drops every accessibility factory,
// among them the one Qt Quick installs once when it is loaded. The game window then had no
// accessibility interface at all: screen readers saw an empty application
// (tests/accessibility).
int checkCommandLineEarly(int &argc, char **argv)
{
    setApplicationNames();
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    Probe probe;
    {
        QCommandLineParser parser;
        parseCommandLine(parser, arguments, &probe);
    }
    if (probe.output) {
        // Printed in the chosen language; --help and --version exit in parseCommandLine.
        const QCoreApplication early(argc, argv);
        const starboard::AppSettings settings(false);
        starboard::languages::install(languageOf(early.arguments(), settings.language()));
        QCommandLineParser parser;
        parseCommandLine(parser, early.arguments());
        return kUsageError;
    }
    // The interface size (Settings): QT_SCALE_FACTOR, which Qt reads only when the
    // QApplication is made; one the user's environment sets is left as it is.
    starboard::AppSettings::applyInterfaceSizeAtStartup();
    return -1;
}

} // namespace

int main(int argc, char *argv[])
{
    if (const int status = checkCommandLineEarly(argc, argv); status >= 0)
        return status;

    // QApplication (not only QGuiApplication): the Workshop is a Widgets window.
    QApplication app(argc, argv);
    // The font database (fontconfig's set-up and the list of fonts, about 35 M instructions)
    // is read on a thread of its own while the QML types load; QFontDatabase is thread-safe,
    // and the first text laid out waits for it. Joined before `app` goes.
    const std::jthread fontDatabase([] { QFontDatabase::families(); });
    setApplicationNames();
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Starboard"));
    // The installed desktop entry (packaging/), so that a Wayland desktop shows its icon.
    QGuiApplication::setDesktopFileName(QStringLiteral(STARBOARD_APP_ID));

    // Settings that write nothing in --screenshot runs; the language (saved or --lang).
    bool screenshotRun = false;
    for (const QString &argument : app.arguments())
        screenshotRun = screenshotRun || argument.startsWith(QLatin1String("--screenshot")) ||
                        argument.startsWith(QLatin1String("-screenshot"));
    starboard::AppSettings settings(!screenshotRun);
    // A screenshot shows a settled position: a computer to move plays at once, without its
    // pauses and moving ships (see screenshotAndQuit()).
    if (screenshotRun)
        settings.setAnimationSpeed(QStringLiteral("instant"));
    starboard::languages::install(languageOf(app.arguments(), settings.language()));
    // High contrast in the Workshop's widgets and dialogs (the QML window follows Theme).
    starboard::editor::followHighContrast(&settings);

    QCommandLineParser parser;
    const std::optional<Options> options = parseCommandLine(parser, app.arguments());
    if (!options)
        return kUsageError;
    if (!options->language.isEmpty())
        settings.overrideLanguage(options->language);

    starboard::AppSettings::setInstance(&settings);
    QQuickStyle::setStyle(QStringLiteral("Fusion"));

    // A plain QQmlEngine, not QQmlApplicationEngine: that one installs a QQmlFileSelector,
    // which looks for "+selector" folders beside every QML file and qmldir that QML resolves
    // (resource look-ups of about 10 M instructions on the type loader's thread while a new
    // game waits; the app uses no such folders), and a translator of Qt's own texts in the
    // system's language, over the one of the language chosen in the settings.
    QQmlEngine engine;
    QObject::connect(&engine, &QQmlEngine::quit, &app, &QCoreApplication::quit,
                     Qt::QueuedConnection);
    QObject::connect(&engine, &QQmlEngine::exit, &app, &QCoreApplication::exit,
                     Qt::QueuedConnection);
    // Qt 6.4 has no loadFromModule(): the module's files live under qrc:/qt/qml.
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    const bool screenshot = !options->screenshot.isEmpty();
    // A game from the command line is the first screen: the home screen is not made then.
    const bool startsWithGame = !options->gameId.isEmpty() || !options->loadFile.isEmpty();
    QVariantMap initialProperties{{QStringLiteral("screenshotMode"), screenshot},
                                  {QStringLiteral("startsWithGame"), startsWithGame}};
    // The saved geometry, given before the window is shown (set after, it comes as a resize
    // that lays the first screen out again); a screenshot keeps the default size so that it
    // is reproducible.
    QRect savedGeometry = screenshot ? QRect() : settings.windowGeometry();
    if (savedGeometry.isValid()) {
        // Saved at a smaller interface size, the window could now be larger than the screen:
        // it is kept inside the screen's free area (Main.qml's minimum still applies).
        const QScreen *screen = QGuiApplication::screenAt(savedGeometry.center());
        if (!screen)
            screen = QGuiApplication::primaryScreen();
        if (screen) {
            const QRect free = screen->availableGeometry();
            savedGeometry.setSize(savedGeometry.size().boundedTo(free.size()));
            savedGeometry.moveLeft(std::clamp(savedGeometry.left(), free.left(),
                                              free.left() + free.width() - savedGeometry.width()));
            savedGeometry.moveTop(std::clamp(savedGeometry.top(), free.top(),
                                             free.top() + free.height() - savedGeometry.height()));
        }
        initialProperties.insert({{QStringLiteral("x"), savedGeometry.x()},
                                  {QStringLiteral("y"), savedGeometry.y()},
                                  {QStringLiteral("width"), savedGeometry.width()},
                                  {QStringLiteral("height"), savedGeometry.height()}});
    }
    QQmlComponent mainComponent(&engine, QUrl(QStringLiteral("qrc:/qt/qml/Starboard/Main.qml")));
    // Destroyed before the engine.
    const std::unique_ptr<QObject> root(
        mainComponent.createWithInitialProperties(initialProperties));
    if (!root) {
        for (const QQmlError &error : mainComponent.errors())
            QTextStream(stderr) << error.toString() << Qt::endl;
        return 1;
    }
    auto *window = qobject_cast<QQuickWindow *>(root.get());
    auto *session =
        window ? window->property("session").value<starboard::GameSession *>() : nullptr;
    if (!window || !session) {
        QTextStream(stderr) << Main::tr("The main view is not a Starboard window.") << Qt::endl;
        return 1;
    }
    // As QQmlApplicationEngine does: asynchronous creation (Loaders, incubators) paced by
    // the window's frames.
    engine.setIncubationController(window->incubationController());
    if (!screenshot && settings.windowMaximized())
        window->showMaximized();

    // For tests/benchmarks/startup.sh only: at the first frame, print the milliseconds since
    // STARBOARD_LAUNCH_NS (the launcher's clock) and quit.
    const bool quitAtFirstFrame = qEnvironmentVariableIsSet("STARBOARD_LAUNCH_NS");
    if (quitAtFirstFrame)
        QObject::connect(window, &QQuickWindow::frameSwapped, &app, [] {
            const auto now = std::chrono::duration_cast<std::chrono::nanoseconds>(
                std::chrono::system_clock::now().time_since_epoch());
            const qint64 launched = qEnvironmentVariable("STARBOARD_LAUNCH_NS").toLongLong();
            QTextStream(stdout) << "first-frame-ms " << (now.count() - launched) / 1000000
                                << Qt::endl;
            QCoreApplication::exit(0);
        });
    // The icon is drawn from SVG, which takes longer than the whole first frame: set it
    // once the window is on screen.
    QObject::connect(
        window, &QQuickWindow::frameSwapped, &app,
        [] {
            if (QGuiApplication::windowIcon().isNull() &&
                QFileInfo::exists(QStringLiteral(":/art/app/starboard.svg")))
                QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/art/app/starboard.svg")));
        },
        Qt::QueuedConnection);

    // The Workshop: one window, made when first asked for (home screen, --workshop).
    std::unique_ptr<starboard::editor::WorkshopWindow> workshop;
    auto showWorkshop = [&]() -> starboard::editor::WorkshopWindow * {
        if (!workshop) {
            workshop = std::make_unique<starboard::editor::WorkshopWindow>();
            workshop->setWritesSettings(!screenshot);
            if (!screenshot)
                workshop->enableRecovery(starboard::editor::RecoveryStore::defaultFolder());
            // Play It: the new-game dialog with the Workshop's files chosen, where the player
            // picks who plays (and a game in progress is put aside as from Home).
            QObject::connect(workshop.get(), &starboard::editor::WorkshopWindow::playRequested,
                             window, [window](const QString &gameId, const QVariantMap &files) {
                                 window->show();
                                 window->raise();
                                 window->requestActivate();
                                 QMetaObject::invokeMethod(window, "newGameWith",
                                                           Q_ARG(QString, gameId),
                                                           Q_ARG(QVariant, files));
                             });
        }
        workshop->show();
        workshop->raise();
        workshop->activateWindow();
        return workshop.get();
    };
    auto *launcher = new WorkshopLauncher(&app);
    launcher->open = [&showWorkshop] { showWorkshop(); };
    // Main.qml's signal (the home screen's Workshop button).
    QObject::connect(window, SIGNAL(workshopRequested()), launcher, SLOT(show()));

    // Settings' "Restart now" (a new interface size): the windows close as when the player
    // closes them (the Workshop asks about unsaved documents and may refuse), the game in
    // progress is autosaved below, and a new Starboard starts on the home screen, where
    // Continue brings the game back.
    bool restart = false;
    QObject::connect(&settings, &starboard::AppSettings::restartRequested, &app,
                     [&restart, &workshop, &app, screenshot] {
                         if (screenshot ||
                             (workshop && workshop->isVisible() && !workshop->close()))
                             return;
                         restart = true;
                         app.quit();
                     });

    const QString error = startFromCommandLine(*session, *options);
    if (!error.isEmpty()) {
        QTextStream(stderr) << QCoreApplication::applicationName() << QStringLiteral(": ") << error
                            << Qt::endl;
        return kUsageError;
    }
    // An opened file is the player's file: "Save" writes there.
    if (!options->loadFile.isEmpty())
        window->setProperty("playerFile", QFileInfo(options->loadFile).absoluteFilePath());
    if (options->workshop) {
        starboard::editor::WorkshopWindow *shown = showWorkshop();
        for (const QString &file : options->workshopFiles) {
            const QString problem = shown->openFile(file);
            if (!problem.isEmpty())
                QTextStream(stderr) << problem << Qt::endl;
        }
        // Opened with documents, the Workshop hides its start page, which lists what a
        // Workshop that ended without closing left: offer it in a dialog instead.
        if (!screenshot && shown->documentCount() > 0)
            QTimer::singleShot(0, shown, [shown] { shown->offerRecovery(); });
        if (screenshot) {
            // The Workshop window, once it has been laid out and painted.
            QTimer::singleShot(400, shown, [shown, path = options->screenshot] {
                // The Problems list goes to standard error too, so that a test sees what a
                // file opened this way shows (tests/data/tst_corpus).
                QListWidget *problems = shown->problemList();
                for (int row = 0; row < problems->count(); ++row)
                    QTextStream(stderr) << problems->item(row)->text() << Qt::endl;
                const bool saved = shown->grab().save(path, "PNG");
                if (!saved)
                    QTextStream(stderr) << Main::tr("Could not write %1.").arg(path) << Qt::endl;
                QCoreApplication::exit(saved ? 0 : 1);
            });
        }
    } else if (screenshot) {
        // Show a position where the human decides, not a computer in mid-thought.
        if (session->isActive())
            session->waitForComputer();
        screenshotAndQuit(window, options->screenshot);
    }

    const int status = app.exec();
    if (!screenshot && !quitAtFirstFrame) {
        QMetaObject::invokeMethod(window, "autosave");
        settings.waitForAutosave(); // the write in progress and the one just asked for
        settings.saveWindowGeometry(window->geometry(), window->visibility() == QWindow::Maximized);
    }
    if (restart) {
        // The new process takes this one's autosave (and so its Continue), not a slot of
        // its own beside it.
        settings.releaseAutosave();
        QProcess next;
        next.setProgram(QCoreApplication::applicationFilePath());
        if (!options->language.isEmpty())
            next.setArguments({QStringLiteral("--lang"), options->language});
        next.setProcessEnvironment(starboard::AppSettings::restartEnvironment());
        if (!next.startDetached()) {
            //: On the console, after Settings' "Restart now" failed: %1: the system's reason.
            const QString message =
                Main::tr("Could not start Starboard again: %1").arg(next.errorString());
            QTextStream(stderr) << message << Qt::endl;
        }
    }
    return status;
}
