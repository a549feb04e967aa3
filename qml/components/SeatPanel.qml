pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// One player in the game screen's side panel: name, colour, human or computer (with its
// level), whose turn it is, and below the game's own per-player content (the board's
// playerPanel, instantiated with `seat` and `session`). A delegate of session.seats.
Pane {
    id: panel

    required property int index
    required property string name
    required property bool human
    required property string level
    required property color seatColor
    required property string sideName
    required property GameSession session
    // The board's per-player Component, or null while the game has no board.
    property Component content: null
    // More initial properties of `content` (the board's panelProperties: its controller).
    // Values, not bindings into the board, so that a panel outliving its board for a moment
    // (a new game) reads nothing from the board's destroyed context.
    property var contentProperties: ({})

    // The seat whose turn the screen shows (the game screen's turnSeat: the board may still
    // show a turn the engine has left).
    property int turnSeat: panel.session.currentPlayer
    readonly property bool toAct: panel.turnSeat === panel.index && !panel.session.terminal
    readonly property bool winner: panel.session.terminal && panel.session.winner === panel.index

    padding: Theme.spacingLarge
    background: Rectangle {
        radius: Theme.radius
        color: Theme.surfaceRaised
        border.color: panel.toAct || panel.winner ? Theme.seat(panel.seatColor) : Theme.border
        border.width: panel.toAct || panel.winner ? 2 : 1

        // The seat's colour as a band on the left edge.
        Rectangle {
            width: 5
            height: parent.height - 2 * Theme.radius
            anchors.verticalCenter: parent.verticalCenter
            anchors.left: parent.left
            anchors.leftMargin: 1
            radius: 2
            color: Theme.seat(panel.seatColor)
        }
    }

    ColumnLayout {
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: Theme.spacingSmall

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            SideEmblem {
                gameId: panel.session.gameId
                seat: panel.index
                font.pixelSize: Theme.fontLarge
            }
            Label {
                // A player's name may be long: cut, the whole name in the tip and for a
                // screen reader.
                property bool elidesOnPurpose: true

                Layout.fillWidth: true
                text: panel.name
                font.pixelSize: Theme.fontLarge
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
                Accessible.name: text
                ToolTip.visible: Window.window !== null && nameHover.hovered && truncated
                ToolTip.text: text

                HoverHandler {
                    id: nameHover
                }
            }
            Label {
                visible: panel.toAct || panel.winner
                //: A player's panel beside the board: the player's state, a badge (tight space):
                //: the player won (a noun).
                // "Thinking…" on a computer's panel only: while a board still shows a person's
                // steps, the next seat's computer already thinks (a tester saw it on his own
                // panel, session 21).
                text: panel.winner ? qsTr("Winner") : panel.session.thinking && !panel.human ? /*: A player's panel beside the board: the player's state, a badge (tight space): a computer player is choosing its move. */ qsTr("Thinking…") : /*: A player's panel beside the board: the player's state, a badge (tight space): it is the player's turn. */ qsTr("To play")
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: Theme.accentInk
                leftPadding: Theme.spacing
                rightPadding: Theme.spacing
                topPadding: 2
                bottomPadding: 2
                background: Rectangle {
                    radius: height / 2
                    color: panel.winner ? Theme.accent : Theme.seat(panel.seatColor)
                }
            }
        }
        Label {
            Layout.fillWidth: true
            text: {
                //: A player's panel: a person plays this seat (a noun).
                const who = panel.human ? qsTr("Human")
                                        //: A player's panel: a computer player. %1: its level, e.g.
                                        //: 'Expert'.
                                        : qsTr("Computer (%1)").arg(GameCatalog.levelName(panel.level));
                return panel.sideName !== "" && panel.sideName !== panel.name
                        //: A player's panel: %1: the side played, e.g. 'Redog'; %2: 'Human' or
                        //: 'Computer (Expert)'.
                        ? qsTr("%1 · %2").arg(panel.sideName).arg(who) : who;
            }
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }

        ComponentHost {
            Layout.fillWidth: true
            Layout.topMargin: item ? Theme.spacing : 0
            component: panel.content
            properties: Object.assign({
                    "seat": panel.index,
                    "session": panel.session
                }, panel.contentProperties)
        }
    }
}
