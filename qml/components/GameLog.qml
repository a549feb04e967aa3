pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The game log in words (session.log), newest at the bottom; it follows the newest entry
// unless the reader has scrolled back. Entries are grouped by turn.
Pane {
    id: logPane

    required property GameSession session

    padding: 0
    background: Rectangle {
        radius: Theme.radius
        color: Theme.surfaceRaised
        border.color: Theme.border
        border.width: Theme.borderWidth
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        Label {
            Layout.fillWidth: true
            Layout.margins: Theme.spacingLarge
            Layout.bottomMargin: Theme.spacing
            //: The game screen: the heading of the log of the moves (a noun).
            text: qsTr("Game log")
            font.pixelSize: Theme.fontLarge
            font.bold: true
        }

        ListView {
            id: list

            // True while the view shows the newest entry: then new entries keep it there.
            property bool following: true

            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.leftMargin: Theme.spacingLarge
            Layout.rightMargin: Theme.spacingSmall
            Layout.bottomMargin: Theme.spacing
            clip: true
            model: logPane.session.log
            spacing: 3
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {
                onPressedChanged: {
                    if (!pressed)
                        list.following = list.atYEnd;
                }
            }

            onMovementEnded: following = atYEnd
            // New entries, and entries whose wrapped height is known only once laid out,
            // keep a following view at the end (after the layout settles).
            onCountChanged: {
                if (following || count <= 1)
                    followTimer.restart();
            }
            onContentHeightChanged: {
                if (following && !moving)
                    followTimer.restart();
            }
            onHeightChanged: {
                if (following)
                    followTimer.restart();
            }
            Component.onCompleted: followTimer.restart()

            Timer {
                id: followTimer

                interval: 0
                onTriggered: list.positionViewAtEnd()
            }

            // Entries are grouped by turn: the first entry of a turn carries its heading.
            // (No section.delegate: Qt 6.4 cannot create one in a Bound document.)
            section.property: "turn"

            delegate: Column {
                id: entry

                required property string entryText
                required property int seat
                required property int turn
                readonly property bool firstOfTurn: entry.turn > 0
                                                    && entry.ListView.section !== entry.ListView.previousSection

                width: ListView.view.width - Theme.spacing
                spacing: 2

                // The turn's heading, made only in the first entry of a turn.
                Repeater {
                    model: entry.firstOfTurn ? 1 : 0

                    Label {
                        width: entry.width
                        topPadding: Theme.spacing
                        //: The game log: a heading before the moves of a turn. %1: the turn's
                        //: number, e.g. 3.
                        text: qsTr("Turn %1").arg(entry.turn)
                        font.pixelSize: Theme.fontSmall
                        font.bold: true
                        font.capitalization: Font.AllUppercase
                        color: Theme.textFaint
                    }
                }

                Item {
                    width: parent.width
                    implicitHeight: entryLabel.implicitHeight

                    // A player's line: the seat's emblem in its colour (issue 12: told apart
                    // by more than colour); the dice and the game's own: a grey dot.
                    Rectangle {
                        visible: entry.seat < 0
                        x: 0
                        y: (entryLabel.font.pixelSize - height) / 2 + 3
                        width: 8
                        height: 8
                        radius: 4
                        color: Theme.neutral
                    }
                    Text {
                        visible: entry.seat >= 0
                        x: 0
                        y: entryLabel.y
                        width: 12
                        horizontalAlignment: Text.AlignHCenter
                        text: entry.seat >= 0 ? GameCatalog.sideEmblem(logPane.session.gameId, entry.seat) : ""
                        color: entry.seat >= 0 ? Theme.seat(GameCatalog.sideColor(logPane.session.gameId, entry.seat)) : Theme.neutral
                        font.pixelSize: Theme.fontSmall
                        Accessible.ignored: true
                    }
                    Label {
                        id: entryLabel

                        x: 16
                        width: parent.width - x
                        text: entry.entryText
                        font.pixelSize: Theme.fontSmall + 1
                        color: entry.seat >= 0 ? Theme.text : Theme.textMuted
                        wrapMode: Text.WordWrap
                    }
                }
            }

            Label {
                anchors.centerIn: parent
                width: parent.width - 2 * Theme.spacing
                visible: list.count === 0
                text: qsTr("Nothing has happened yet.")
                horizontalAlignment: Text.AlignHCenter
                color: Theme.textFaint
                wrapMode: Text.WordWrap
            }
        }
    }
}
