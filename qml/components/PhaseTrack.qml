pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// Where the game stands: the phases of a turn (the board's phaseNames, the current one
// lit), who acts, and what to do now (the board's prompt).
Pane {
    id: track

    property var phaseNames: []
    property int phaseIndex: -1
    // Who acts now ("Redog to play"), and what to do (from the board).
    property string actor
    property color actorColor: Theme.accent
    // The acting seat's emblem (GameCatalog.sideEmblem); "" shows a dot.
    property string actorEmblem
    property string prompt

    padding: Theme.spacingLarge
    background: Rectangle {
        radius: Theme.radius
        color: Theme.surfaceRaised
        border.color: Theme.border
        border.width: Theme.borderWidth
    }

    ColumnLayout {
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: Theme.spacing

        Flow {
            Layout.fillWidth: true
            visible: track.phaseNames.length > 0
            spacing: Theme.spacingSmall

            Repeater {
                model: track.phaseNames

                Label {
                    id: pill

                    required property int index
                    required property string modelData
                    readonly property bool current: index === track.phaseIndex

                    text: modelData
                    font.pixelSize: Theme.fontSmall
                    font.bold: current
                    color: current ? Theme.accentInk : Theme.textMuted
                    leftPadding: Theme.spacing
                    rightPadding: Theme.spacing
                    topPadding: 3
                    bottomPadding: 3
                    background: Rectangle {
                        radius: height / 2
                        color: pill.current ? Theme.accent : Theme.surface
                        border.color: pill.current ? Theme.accent : Theme.border
                    }
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            visible: track.actor !== ""
            spacing: Theme.spacing

            Rectangle {
                visible: track.actorEmblem === ""
                Layout.preferredWidth: 10
                Layout.preferredHeight: 10
                radius: 5
                color: track.actorColor
            }
            // The seat's emblem (SideEmblem's shape) in its colour.
            Text {
                visible: track.actorEmblem !== ""
                text: track.actorEmblem
                color: track.actorColor
                style: Text.Outline
                styleColor: "#0a0e18"
                font.pixelSize: Theme.fontLarge
                Accessible.ignored: true
            }
            Label {
                Layout.fillWidth: true
                text: track.actor
                font.pixelSize: Theme.fontLarge
                font.bold: true
                wrapMode: Text.WordWrap
            }
        }

        Label {
            Layout.fillWidth: true
            visible: text !== ""
            text: track.prompt
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
    }
}
