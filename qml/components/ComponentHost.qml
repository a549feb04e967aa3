import QtQuick

// Instantiates `component` with `properties` as its initial (possibly required) properties,
// filling the host's width (and height with fillHeight); replaces the object when either
// changes (once per event-loop turn). A Loader cannot pass initial properties to a sourceComponent, and cannot make
// a Component declared in another document with `pragma ComponentBehavior: Bound` (the
// boards' playerPanel and rulesPage); createObject() can.
Item {
    id: host

    property Component component
    property var properties: ({})
    property bool fillHeight: false
    readonly property Item item: d.item

    implicitHeight: d.item ? d.item.implicitHeight : 0
    implicitWidth: d.item ? d.item.implicitWidth : 0

    QtObject {
        id: d

        property Item item
        property bool completed: false

        function rebuild() {
            if (!d.completed)
                return;
            if (d.item) {
                // Out of the scene first, while everything is alive: a layout destroyed later
                // inside a hidden parent (a game screen just popped) would make its children
                // visible as it detaches them, and Qt 6.4 then calls the half-destroyed
                // layout's listener (a crash; docs/development-notes.md, session 5).
                d.item.parent = null;
                d.item.destroy();
            }
            d.item = null;
            if (!host.component)
                return;
            if (host.component.status !== Component.Ready) {
                console.warn(host.component.errorString());
                return;
            }
            const created = host.component.createObject(host, host.properties);
            if (created) {
                created.width = Qt.binding(() => host.width);
                if (host.fillHeight)
                    created.height = Qt.binding(() => host.height);
                d.item = created;
            }
        }
    }

    // Once per event-loop turn: a new component and its properties often change together.
    onComponentChanged: later.restart()
    onPropertiesChanged: later.restart()

    Timer {
        id: later

        interval: 0
        onTriggered: d.rebuild()
    }
    Component.onCompleted: {
        d.completed = true;
        d.rebuild();
    }
}
