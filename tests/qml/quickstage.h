#pragma once

// Shared by the QML view tests: a window with its own engine to make a view of the Starboard
// module in, and what a screen reader calls an item.

#include <QAccessible>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTest>

namespace quickstage {

// What a screen reader calls `item`: its Accessible.name; for a button without one, its text
// (Qt Quick Controls name a button by its text while an assistive technology runs, which it
// never does offscreen); for the editor inside a control (a spin box's number), the control's.
inline QString spokenName(QQuickItem *item)
{
    QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(item);
    QString name = accessible ? accessible->text(QAccessible::Name) : QString();
    if (name.trimmed().isEmpty() && item->inherits("QQuickAbstractButton"))
        name = item->property("text").toString();
    if (name.trimmed().isEmpty() && item->parentItem() &&
        item->parentItem()->inherits("QQuickControl") && !item->inherits("QQuickControl"))
        name = spokenName(item->parentItem());
    return name.trimmed();
}

// A 1200x760 window with an engine that finds the Starboard module; the errors of the views
// it cannot make go to `warnings`.
struct Stage
{
    QQmlEngine engine;
    QQuickWindow window;
    QStringList &warnings;

    explicit Stage(QStringList &warningList) : warnings(warningList)
    {
        engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
        window.resize(1200, 760);
        window.setColor(Qt::black);
        window.show();
    }

    // Creates `file` (relative to the module) with `properties` as an item of the window
    // (popups open), and lets it draw.
    QObject *create(const QString &file, const QVariantMap &properties = {})
    {
        QQmlComponent component(&engine, QUrl(QStringLiteral("qrc:/qt/qml/Starboard/") + file));
        if (component.isError()) {
            warnings.append(component.errorString());
            return nullptr;
        }
        QObject *object = component.createWithInitialProperties(properties);
        if (!object) {
            warnings.append(component.errorString());
            return nullptr;
        }
        QQmlEngine::setObjectOwnership(object, QQmlEngine::CppOwnership);
        if (auto *item = qobject_cast<QQuickItem *>(object)) {
            item->setParentItem(window.contentItem());
            item->setSize(window.size());
        } else if (object->inherits("QQuickPopup")) {
            object->setParent(window.contentItem());
            object->setProperty("parent", QVariant::fromValue(window.contentItem()));
            QMetaObject::invokeMethod(object, "open");
        }
        settle();
        return object;
    }

    // With STARBOARD_VIEW_SHOTS=<folder>, saves what `shown` shows as <folder>/<name>.png
    // (for looking at the views one by one).
    static void shoot(QQuickWindow *shown, const QString &name)
    {
        const QString folder = qEnvironmentVariable("STARBOARD_VIEW_SHOTS");
        if (folder.isEmpty() || !shown)
            return;
        QString file = name;
        file.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_-]+")), QStringLiteral("-"));
        shown->grabWindow().save(folder + QLatin1Char('/') + file + QStringLiteral(".png"));
    }

    void settle()
    {
        // A few frames: delegates, layouts, images and popups' transitions.
        for (int i = 0; i < 5; ++i) {
            window.update();
            QTest::qWait(60);
        }
    }
};

} // namespace quickstage
