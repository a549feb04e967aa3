// starboard: the desktop application. Command line, translators and window wiring only.

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QImage>
#include <QLibraryInfo>
#include <QLocale>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>
#include <QUrl>
#include <QtQml/QQmlExtensionPlugin>

#include <cstdio>

Q_IMPORT_QML_PLUGIN(StarboardPlugin)

namespace {

// Saves the window's contents once it has been drawn, then quits with 0 (1 on failure).
void screenshotAndQuit(QQuickWindow *window, const QString &path)
{
    auto *connection = new QMetaObject::Connection;
    *connection = QObject::connect(window, &QQuickWindow::frameSwapped, window, [=] {
        QObject::disconnect(*connection);
        delete connection;
        // Let a second frame settle (fonts, layouts) before grabbing.
        QTimer::singleShot(200, window, [window, path] {
            const QImage image = window->grabWindow();
            QTextStream err(stderr);
            if (image.isNull()) {
                err << QGuiApplication::translate("Main", "Could not grab the window.") << Qt::endl;
                QCoreApplication::exit(1);
                return;
            }
            if (!image.save(path, "PNG")) {
                err << QGuiApplication::translate("Main", "Could not write %1.").arg(path)
                    << Qt::endl;
                QCoreApplication::exit(1);
                return;
            }
            QCoreApplication::exit(0);
        });
    });
    window->update();
}

} // namespace

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("starboard"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Starboard"));
    QGuiApplication::setOrganizationName(QStringLiteral("Starboard"));
    QGuiApplication::setApplicationVersion(QStringLiteral(STARBOARD_VERSION));

    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qt"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&qtTranslator);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QGuiApplication::translate("Main", "Starboard: space tabletop games."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QGuiApplication::translate("Main", "Save a PNG of the window once it is shown, then quit."),
        QGuiApplication::translate("Main", "file"));
    parser.addOption(screenshotOption);
    parser.process(app);
    const QString screenshot = parser.value(screenshotOption);

    QQmlApplicationEngine engine;
    // Qt 6.4 has no loadFromModule(): the module's files live under qrc:/qt/qml.
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    const QUrl url(QStringLiteral("qrc:/qt/qml/Starboard/Main.qml"));
    QObject::connect(
        &engine, &QQmlApplicationEngine::objectCreated, &app,
        [url](QObject *object, const QUrl &objectUrl) {
            if (!object && objectUrl == url)
                QCoreApplication::exit(1);
        },
        Qt::QueuedConnection);
    engine.load(url);
    if (engine.rootObjects().isEmpty())
        return 1;

    if (!screenshot.isEmpty()) {
        auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
        if (!window) {
            QTextStream(stderr) << QGuiApplication::translate("Main",
                                                              "The main view is not a window.")
                                << Qt::endl;
            return 1;
        }
        screenshotAndQuit(window, screenshot);
    }
    return app.exec();
}
