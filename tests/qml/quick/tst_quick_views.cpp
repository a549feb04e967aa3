// Quick Test: every QML file of the Starboard module compiles and loads, and the main views
// come up with a live session (the QtTest side, tst_qml_views, goes through the flows).

#include <QApplication>
#include <QDirIterator>
#include <QJSEngine>
#include <QQmlEngine>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(StarboardPlugin)

namespace {

// The module's QML files, for tst_quick_views.qml (the test-only singleton Views).
QJSValue views(QQmlEngine *, QJSEngine *js)
{
    QStringList files;
    QDirIterator it(QStringLiteral(":/qt/qml/Starboard"), {QStringLiteral("*.qml")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(QStringLiteral("qrc") + it.next());
    files.sort();
    QJSValue object = js->newObject();
    object.setProperty(QStringLiteral("files"), js->toScriptValue(files));
    return object;
}

} // namespace

class Setup : public QObject
{
    Q_OBJECT

public slots:
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
        qmlRegisterSingletonType("StarboardTest", 1, 0, "Views", views);
    }
};

// A QApplication, as in the app: Qt.labs.platform's file dialogs fall back to Qt Widgets'
// QFileDialog where the platform has no dialog of its own (offscreen, a bare X server).
int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    Setup setup;
    return quick_test_main_with_setup(argc, argv, "quick_views", nullptr, &setup);
}
#include "tst_quick_views.moc"
