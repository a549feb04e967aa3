// The baseline of the start-up benchmark: a minimal Qt Quick Controls window (a label)
// started the same way as starboard (same style), quitting at its first frame.

#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTextStream>

#include <chrono>

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    // The same Qt Quick Controls style as starboard: "started the same way".
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    QQmlApplicationEngine engine;
    engine.loadData(R"(
        import QtQuick
        import QtQuick.Controls
        ApplicationWindow {
            width: 1200; height: 760; visible: true
            Label { anchors.centerIn: parent; text: "Hello" }
        }
    )");
    if (engine.rootObjects().isEmpty())
        return 1;
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    QObject::connect(window, &QQuickWindow::frameSwapped, &app, [] {
        const auto now = std::chrono::duration_cast<std::chrono::nanoseconds>(
            std::chrono::system_clock::now().time_since_epoch());
        const qint64 launched = qEnvironmentVariable("STARBOARD_LAUNCH_NS").toLongLong();
        QTextStream(stdout) << "first-frame-ms " << (now.count() - launched) / 1000000 << Qt::endl;
        QCoreApplication::exit(0);
    });
    return app.exec();
}
