import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// Hotseat privacy: covers the whole game screen (and catches every click) until the next
// human confirms who they are, so nobody sees another player's secrets.
Rectangle {
    id: pass

    required property GameSession session
    readonly property string playerName: session.privacySeat >= 0 ? session.seats.name(session.privacySeat) : ""
    readonly property color playerColor: session.privacySeat >= 0 ? Theme.seat(GameCatalog.sideColor(session.gameId, session.privacySeat))
                                                                   : Theme.accent

    // What happened since the next player last acted (the log is public): the player who
    // passes sees how their own move ended (a hotseat attacker's battle, say), the next one
    // where the game stands. The newest six entries at most.
    readonly property var lastMoves: {
        if (!pass.visible || pass.session.privacySeat < 0 || pass.session.log.count === 0)
            return [];
        return pass.session.log.textsSince(pass.session.privacySeat, 6);
    }

    color: Theme.background

    // The next player said who they are; by the keyboard (Enter on the button): the
    // game screen then gives the keyboard to the board.
    signal dismissed(bool byKeyboard)

    // Modal for the keyboard too: the game screen disables what is behind while it shows, and
    // its button takes the keyboard (Enter or Space press it).
    onVisibleChanged: focusLater.restart()
    Component.onCompleted: focusLater.restart()
    Timer {
        id: focusLater

        interval: 0
        onTriggered: {
            if (pass.visible)
                showButton.forceActiveFocus(Qt.TabFocusReason);
        }
    }

    // Swallows input meant for the board below.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        hoverEnabled: true
        onWheel: wheel => wheel.accepted = true
    }

    ArtImage {
        anchors.fill: parent
        radius: 0
        title: ""
        seedText: pass.playerName
        opacity: 0.6
    }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, 560)
        spacing: Theme.spacingLarge

        Rectangle {
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: 72
            Layout.preferredHeight: 72
            radius: 36
            color: "transparent"
            border.color: pass.playerColor
            border.width: 4

            // The side's emblem, as beside its name in the game (helper 19: a circle for
            // Galactic Warfare's White, whose emblem is a triangle).
            SideEmblem {
                objectName: "passScreenEmblem"
                anchors.centerIn: parent
                gameId: pass.session.gameId
                seat: Math.max(0, pass.session.privacySeat)
                font.pixelSize: 38
            }
        }
        Label {
            Layout.fillWidth: true
            //: The screen between two players of one device (hot seat): its heading. %1: a player's
            //: name, e.g. 'Anna'.
            text: qsTr("Pass to %1").arg(pass.playerName)
            horizontalAlignment: Text.AlignHCenter
            font.pixelSize: Theme.fontDisplay + 6
            font.bold: true
            wrapMode: Text.WordWrap
        }
        Label {
            Layout.fillWidth: true
            //: The screen between two players of one device: %1: a player's name, e.g. 'Anna'.
            text: qsTr("The board stays hidden until %1 is at the screen, so that nobody sees another player's secrets.").arg(pass.playerName)
            horizontalAlignment: Text.AlignHCenter
            font.pixelSize: Theme.fontLarge
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
        Rectangle {
            objectName: "passScreenLastMoves"
            Layout.fillWidth: true
            Layout.preferredHeight: lastMovesColumn.implicitHeight + 2 * Theme.spacing
            visible: pass.lastMoves.length > 0
            radius: Theme.radius
            color: Theme.surface
            border.color: Theme.border
            border.width: Theme.borderWidth

            ColumnLayout {
                id: lastMovesColumn

                anchors.fill: parent
                anchors.margins: Theme.spacing
                spacing: Theme.spacingSmall

                Label {
                    //: The screen between two players of one device: the heading of the list of
                    //: what happened since the next player last played (public moves only).
                    text: qsTr("The last moves")
                    font.bold: true
                    color: Theme.textMuted
                }
                Repeater {
                    model: pass.lastMoves

                    Label {
                        id: moveLabel

                        required property string modelData

                        Layout.fillWidth: true
                        text: moveLabel.modelData
                        textFormat: Text.PlainText
                        wrapMode: Text.WordWrap
                        maximumLineCount: 3
                        elide: Text.ElideRight
                    }
                }
            }
        }
        ActionButton {
            id: showButton

            objectName: "passScreenButton"
            Layout.alignment: Qt.AlignHCenter
            Layout.topMargin: Theme.spacing
            //: The screen between two players of one device: a button. %1: a player's name, e.g.
            //: 'Anna'.
            text: qsTr("I am %1, show my board").arg(pass.playerName)
            primary: true
            font.pixelSize: Theme.fontLarge
            padding: Theme.spacingLarge
            onClicked: {
                const byKeyboard = showButton.enterClicking;
                pass.session.acknowledgePrivacy();
                pass.dismissed(byKeyboard);
            }
        }
    }
}
