import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The end of a game: who won, after how many turns, the board's own summary lines, and
// the ways on (a new game, home, or a last look at the board).
Rectangle {
    id: summary

    required property GameSession session
    // The board's own result line (its `headline`: a rank, a team result), replacing "X wins!";
    // may be empty.
    property string headline
    // Extra lines from the board (its `summary`), may be empty.
    property string details
    // The turn number of the last log entry.
    property int turns: 0

    signal newGameRequested
    signal homeRequested
    signal dismissed

    readonly property bool hasWinner: session.winner >= 0
    // A team that lost together (the board's `teamLost`: Galaxy Fighters): the loss in red,
    // not in the gold of a win (a helper took "The aliens have won" for a win, session 22).
    property bool lost: false
    readonly property color winnerColor: hasWinner ? Theme.seat(GameCatalog.sideColor(session.gameId, session.winner)) : summary.lost ? Theme.danger : Theme.accent

    color: Theme.scrim

    // Modal for the keyboard too (a helper's Tab reached Undo behind it and Enter took the
    // game back, session 22): the game screen disables what is behind while it shows, the
    // gold button takes the keyboard, and Escape looks at the board.
    function takeFocus() {
        if (summary.visible)
            newGameButton.forceActiveFocus(Qt.TabFocusReason);
    }
    onVisibleChanged: focusLater.restart()
    Component.onCompleted: focusLater.restart()
    Timer {
        id: focusLater

        interval: 0
        onTriggered: summary.takeFocus()
    }
    Keys.onEscapePressed: summary.dismissed()

    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        onWheel: wheel => wheel.accepted = true
    }

    Pane {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, 520)
        padding: Theme.margin
        background: Rectangle {
            radius: Theme.radius
            color: Theme.surfaceRaised
            border.color: summary.winnerColor
            border.width: 2
        }

        ColumnLayout {
            anchors.left: parent.left
            anchors.right: parent.right
            spacing: Theme.spacingLarge

            Label {
                Layout.fillWidth: true
                //: The game over summary: its heading.
                text: qsTr("Game over")
                horizontalAlignment: Text.AlignHCenter
                font.pixelSize: Theme.fontSmall
                font.bold: true
                font.capitalization: Font.AllUppercase
                font.letterSpacing: 2
                color: Theme.textMuted
            }
            Label {
                Layout.fillWidth: true
                text: summary.headline !== "" ? summary.headline
                                              //: The game over summary: %1: a player's name, e.g.
                                              //: 'Anna'.
                                              : summary.hasWinner ? qsTr("%1 wins!").arg(summary.session.seats.name(summary.session.winner))
                                                                  //: The game over summary: a draw, or all
                                                                  //: players lost.
                                                                  : qsTr("Nobody wins.")
                horizontalAlignment: Text.AlignHCenter
                font.pixelSize: Theme.fontDisplay + 4
                font.bold: true
                color: summary.winnerColor
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.fillWidth: true
                visible: summary.turns > 0
                //: The game over summary: %n: the number of turns played.
                text: qsTr("after %n turn(s)", "", summary.turns)
                horizontalAlignment: Text.AlignHCenter
                font.pixelSize: Theme.fontLarge
                color: Theme.textMuted
            }
            Label {
                Layout.fillWidth: true
                visible: text !== ""
                text: summary.details
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
            }
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                Layout.topMargin: Theme.spacing
                spacing: Theme.spacing

                ActionButton {
                    objectName: "summaryLookButton"
                    //: The game over summary: a button that closes the summary to look at the final
                    //: board. Short.
                    text: qsTr("Look at the board")
                    onClicked: summary.dismissed()
                }
                ActionButton {
                    //: The game over summary: a button back to the home page (a noun). Short.
                    text: qsTr("Home")
                    onClicked: summary.homeRequested()
                }
                ActionButton {
                    id: newGameButton

                    objectName: "summaryNewGameButton"
                    //: The game over summary: a button that opens the new game dialog (a verb
                    //: phrase). Short.
                    text: qsTr("New game…")
                    primary: true
                    onClicked: summary.newGameRequested()
                }
            }
        }
    }
}
