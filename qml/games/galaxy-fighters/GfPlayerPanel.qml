pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The Galaxy Fighters part of a player's side panel: while this player decides, the cockpit
// of the ship that is up (GfCockpit), and the ships this player flies (district, ship card,
// weapon system and engine). The game screen creates one per seat.
ColumnLayout {
    id: panel

    required property int seat
    required property GfController controller
    property GameSession session // given by the game screen; the figures come from controller
    // The board's keeper of the keyboard focus in the cockpit (panelProperties).
    property GfFocusKeeper keeper: null

    spacing: Theme.spacingSmall

    // Made only while this player decides. Above the ships, so that it stays in its place
    // while their lines grow (a ship card, then its equipment, are chosen during setup).
    // (A Loader with an inline sourceComponent is refused here in Qt 6.4: "Cannot
    // instantiate bound component outside its creation context", the panel being made by the
    // game screen from the board's Component.)
    Loader {
        id: cockpit

        readonly property bool wanted: panel.controller !== null && panel.controller.actingSeat === panel.seat

        function update() {
            if (cockpit.wanted)
                cockpit.setSource("GfCockpit.qml", {
                        "objectName": "gfCockpit",
                        "controller": panel.controller,
                        "keeper": panel.keeper
                    });
            else
                cockpit.source = "";
        }

        Layout.fillWidth: true
        Layout.bottomMargin: cockpit.visible ? Theme.spacingSmall : 0
        visible: cockpit.status === Loader.Ready
        // When a used button goes (a cockpit choice, a die spent) the focus rests here (the
        // Loader is a focus scope) until the keeper gives it to the next control. A screen
        // reader is told of a focus on the nearest item with accessible properties: without
        // these, the seat's panel ("panel." and all its labels, Orca 43); ignored, nothing is
        // said. The cockpit's controls are still offered (an ignored item's children are).
        Accessible.ignored: true
        // Later, not in the click that changed the seat: that click's button is in the
        // cockpit this would destroy (a crash the soak test found).
        onWantedChanged: updateLater.restart()
        Component.onCompleted: cockpit.update()

        // A zero-interval Timer: the next event-loop turn (qmllint 6.4 flags Qt.callLater).
        Timer {
            id: updateLater

            interval: 0
            onTriggered: cockpit.update()
        }
    }

    Repeater {
        model: panel.controller ? panel.controller.districts : null // null once the board is gone

        delegate: RowLayout {
            id: ship

            required property var modelData

            Layout.fillWidth: true
            visible: ship.modelData.pilotSeat === panel.seat
            spacing: Theme.spacingSmall

            Rectangle {
                Layout.preferredWidth: 4
                Layout.fillHeight: true
                radius: 2
                color: ship.modelData.color
            }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0

                Label {
                    Layout.fillWidth: true
                    //: Galaxy Fighters, a player's panel: a ship this player flies. %1: its
                    //: district, e.g. 'Rocketown'; %2: its ship card, e.g. 'Phalanx'.
                    text: ship.modelData.ship !== "" ? qsTr("%1: %2").arg(ship.modelData.name).arg(ship.modelData.ship)
                                                     : ship.modelData.name
                    color: ship.modelData.active ? Theme.text : Theme.textMuted
                    font.bold: ship.modelData.active
                    font.pixelSize: Theme.fontSmall
                    elide: Text.ElideRight
                }
                Label {
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: [ship.modelData.weapon, ship.modelData.engine, ship.modelData.tile].filter(t => t !== "").join(" \u00b7 ")
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.WordWrap
                }
            }
        }
    }

}
