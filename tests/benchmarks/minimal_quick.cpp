// The baseline of the start-up benchmark: a minimal Qt Quick window (a rectangle and a
// text) started the same way as starboard, quitting at its first frame.

#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
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
    QObject::connect(window, &QQuickWindow::frameSwapped, &app, &QCoreApplication::quit,
                     Qt::QueuedConnection);
    return app.exec();
}
