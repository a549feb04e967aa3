#pragma once

// What QML cannot send by itself to a screen reader (Qt 6.4 has no Accessible.announce):
// the events that make an assistive technology read something that changed without the
// focus moving there. Used by Announcer.qml (docs/accessibility.md, "Spoken without the
// focus").

#include <QObject>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

namespace starboard {

class AccessibleEvents : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;

    // Tells assistive technologies that `item` was shown (QAccessible::ObjectShow; over
    // AT-SPI "object:state-changed:showing"), as if it had just appeared: a screen reader
    // reads a notification (Accessible.Notification) when it shows. Qt passes it on only
    // while an assistive technology is active (or to an installed update handler).
    Q_INVOKABLE void shown(QQuickItem *item) const;
};

} // namespace starboard
