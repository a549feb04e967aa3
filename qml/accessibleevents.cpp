#include "accessibleevents.h"

#include <QAccessible>
#include <QQuickItem>

namespace starboard {

void AccessibleEvents::shown(QQuickItem *item) const
{
    // (No QAccessible::isActive() check: Qt drops the event itself when no assistive
    // technology listens, and an update handler, as the tests install, still gets it.)
    if (!item)
        return;
    QAccessibleEvent event(item, QAccessible::ObjectShow);
    QAccessible::updateAccessibility(&event);
}

} // namespace starboard
