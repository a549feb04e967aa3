pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The Galactic Warfare board (issue 15): the figures (turn, deck,
// the first roll or the last battle), the 8 x 10 grid with the two home planets at the ends
// in the sides' colours (the viewer's planet at the bottom), the ships as discs with their
// power-ups, the lit moves of the selected ship, and the battle going on. The hand and the
// decision's buttons are in the viewer's side panel (GwPlayerPanel). Every rule is the
// engine's: this view shows GwController's lists and sends clicks to it.
Item {
    id: root

    required property GameSession session

    // The contract with the game screen.
    readonly property var phaseNames: controller.phaseNames
    readonly property int phaseIndex: controller.phaseIndex
    readonly property string prompt: controller.prompt
    readonly property string summary: ""
    readonly property string headline: controller.resultText
    property Component rulesPage: Component {
        GwRules {
            deck: controller.deck
        }
    }
    // For tests: the board's controller.
    readonly property GwController gameController: controller

    implicitWidth: 1000
    implicitHeight: 700

    readonly property color whiteColor: "#e8ecf4"
    readonly property color blueColor: "#3f8ce8"
    // Blue's player sees its own planet at the bottom.
    readonly property bool flipped: controller.viewSeat === 1
    // The controller's maps and lists as plain values.
    readonly property var battle: controller.battle
    readonly property var lastBattle: controller.lastBattle
    readonly property var startRoll: controller.startRoll

    GwController {
        id: controller

        session: root.session
        onMessageChanged: {
            if (controller.message.length > 0)
                toast.show(controller.message);
        }
    }

    // Each seat's panel gets the controller and shows the side's figures and, for the viewer,
    // the hand and the decision's buttons (GwPlayerPanel).
    readonly property var panelProperties: ({
            "controller": controller
        })
    property Component playerPanel: Component {
        GwPlayerPanel {}
    }
    // The game screen's banners (a computer thinking, a hint) go below the figures line.
    readonly property real bannerTop: boardColumn.y + figuresStrip.y + figuresStrip.height

    ColumnLayout {
        id: boardColumn

        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacingSmall

        // Where the game stands: the turn and the deck, then the first roll or the last
        // battle (two lines, whatever is shown: the board does not jump).
        Column {
            id: figuresStrip

            Layout.fillWidth: true
            spacing: 2

            Label {
                objectName: "gwFigures"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                //: Galactic Warfare board: the figures of the game. %1: the turn's number; %2:
                //: cards left in the deck.
                text: qsTr("Turn %1 · cards in the deck: %2").arg(Math.max(1, controller.turn)).arg(controller.deckLeft)
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                font.bold: true
                elide: Text.ElideRight
            }
            Label {
                objectName: "gwLastEvent"
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
                text: {
                    if (root.lastBattle.seen ?? false)
                        //: Galactic Warfare board: the last battle. %1: the attacker's side, %2: its
                        //: sum, %3: its dice, %4: the defender's sum, %5: its dice, %6: the winner's
                        //: side, e.g. 'Last battle: White 9 against 4 (dice: 2 against 1), White wins'.
                        return qsTr("Last battle: %1 %2 against %4 (dice: %3 against %5), %6 wins").arg(controller.sideNames[root.lastBattle.attacker ?? 0]).arg(root.lastBattle.attackerSum ?? 0).arg(root.lastBattle.attackerDice ?? 0).arg(root.lastBattle.defenderSum ?? 0).arg(root.lastBattle.defenderDice ?? 0).arg(controller.sideNames[root.lastBattle.winner ?? 0]);
                    if (root.startRoll.seen ?? false)
                        //: Galactic Warfare board: the roll for the first turn. %1, %2: die faces.
                        return qsTr("First turn roll: White %1, Blue %2").arg(root.startRoll.white ?? 0).arg(root.startRoll.blue ?? 0);
                    return " ";
                }
                color: Theme.textMuted
                font.pixelSize: Theme.fontSmall
                elide: Text.ElideRight
            }
        }

        Label {
            objectName: "gwResult"
            Layout.fillWidth: true
            visible: controller.gameOver
            horizontalAlignment: Text.AlignHCenter
            text: controller.resultText
            color: Theme.accent
            font.bold: true
            wrapMode: Text.WordWrap
        }

        // The board, as large as the space allows (room above it for the banners).
        Item {
            id: boardArea

            Layout.fillWidth: true
            Layout.fillHeight: true

            readonly property real bannerRoom: Theme.spacing + 32 - boardColumn.spacing
            // The squares' names along the left and bottom edges (a1 .. h10, as the log names
            // them; helper 16 found no labels).
            readonly property real labelRoom: 16
            readonly property real cell: Math.max(8, Math.floor(Math.min((width - labelRoom) / controller.columns, (height - bannerRoom - labelRoom) / controller.rows)))

            Repeater {
                model: controller.columns

                Text {
                    required property int index
                    x: grid.x + (root.flipped ? controller.columns - 1 - index : index) * boardArea.cell
                    y: grid.y + grid.height + 1
                    width: boardArea.cell
                    horizontalAlignment: Text.AlignHCenter
                    text: String.fromCharCode(97 + index)
                    color: Theme.textFaint
                    font.pixelSize: 11
                    Accessible.ignored: true
                }
            }
            Repeater {
                model: controller.rows

                Text {
                    required property int index
                    x: grid.x - width - 3
                    y: grid.y + (root.flipped ? index : controller.rows - 1 - index) * boardArea.cell
                    height: boardArea.cell
                    verticalAlignment: Text.AlignVCenter
                    text: index + 1
                    color: Theme.textFaint
                    font.pixelSize: 11
                    Accessible.ignored: true
                }
            }

            Item {
                id: grid

                objectName: "gwBoard"
                x: Math.floor((boardArea.width - width + boardArea.labelRoom) / 2)
                y: boardArea.bannerRoom + Math.floor((boardArea.height - boardArea.bannerRoom - boardArea.labelRoom - height) / 2)
                width: boardArea.cell * controller.columns
                height: boardArea.cell * controller.rows

                // The arrow keys between the squares (the squares are the grid's children).
                BoardNavigator {
                    id: squareNavigator

                    container: grid
                    onCancelled: controller.cancel()
                }

                Repeater {
                    model: controller.squareModel

                    delegate: GwSquare {
                        required property int square
                        required property int row
                        required property int col
                        required property string name
                        required property string kind
                        required property int planetOf
                        required property int owner
                        required property int powerUps
                        required property bool selected
                        required property string action
                        required property string battle

                        objectName: "gwSquare" + square
                        info: ({
                                "square": square,
                                "row": row,
                                "col": col,
                                "name": name,
                                "kind": kind,
                                "planetOf": planetOf,
                                "owner": owner,
                                "powerUps": powerUps,
                                "selected": selected,
                                "action": action,
                                "battle": battle
                            })
                        navigator: squareNavigator
                        whiteColor: root.whiteColor
                        blueColor: root.blueColor
                        width: boardArea.cell
                        height: boardArea.cell
                        x: (root.flipped ? controller.columns - 1 - col : col) * boardArea.cell
                        y: (root.flipped ? row : controller.rows - 1 - row) * boardArea.cell
                        onClicked: index => controller.clickSquare(index)
                    }
                }
            }
        }

        // Below the board, a strip kept for the battle going on (the board does not jump
        // when one starts; over the board it covered a home planet's row).
        Item {
            id: battleStrip

            Layout.fillWidth: true
            // The box's three lines (the sides, the sums, the cards played) and its margins.
            Layout.preferredHeight: Math.ceil((Theme.fontBody + Theme.fontLarge + Theme.fontSmall) * 1.45) + 2 * Theme.spacing + 8

            // The battle going on.
            Rectangle {
                objectName: "gwBattle"
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.top: parent.top
                visible: root.battle.active ?? false
                width: Math.min(parent.width - 2 * Theme.spacing, 440)
                height: battleColumn.implicitHeight + 2 * Theme.spacing
                radius: Theme.radius
                color: Qt.rgba(Theme.surfaceRaised.r, Theme.surfaceRaised.g, Theme.surfaceRaised.b, 0.95)
                border.color: Theme.danger
                border.width: 2

                Column {
                    id: battleColumn

                    anchors.centerIn: parent
                    width: parent.width - 2 * Theme.spacingLarge
                    spacing: 2

                    Label {
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        //: Galactic Warfare board: the battle going on. %1, %2: sides; %3, %4:
                        //: their dice, e.g. 'White attacks Blue · dice: 2 against 1'.
                        text: qsTr("%1 attacks %2 · dice: %3 against %4").arg(root.battle.attackerName ?? "").arg(root.battle.defenderName ?? "").arg(root.battle.attackerDice ?? 0).arg(root.battle.defenderDice ?? 0)
                        color: Theme.text
                        font.bold: true
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        visible: root.battle.rolled ?? false
                        //: Galactic Warfare board: the sums rolled in the battle going on.
                        //: %1: the attacker's sum, %2: the defender's.
                        text: qsTr("Rolled: %1 against %2").arg(root.battle.attackerSum ?? 0).arg(root.battle.defenderSum ?? 0)
                        color: Theme.accent
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                    }
                    Label {
                        width: parent.width
                        horizontalAlignment: Text.AlignHCenter
                        visible: text !== ""
                        text: (root.battle.cards ?? []).join(" · ")
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                        elide: Text.ElideRight
                    }
                }
            }
        }
    }

    // A refused click or card says why for a moment (the engine's reason).
    Rectangle {
        id: toast

        objectName: "toast"

        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.spacingLarge
        width: Math.min(parent.width - 40, toastLabel.implicitWidth + 32)
        height: toastLabel.implicitHeight + 16
        radius: 6
        color: Qt.rgba(Theme.surfaceRaised.r, Theme.surfaceRaised.g, Theme.surfaceRaised.b, 0.93)
        border.color: Theme.accent
        opacity: 0
        visible: opacity > 0

        function show(text: string) {
            toastLabel.text = text;
            toast.opacity = 1;
            toastTimer.restart();
        }

        Behavior on opacity {
            NumberAnimation {
                duration: 200
            }
        }
        Label {
            id: toastLabel

            anchors.centerIn: parent
            width: Math.min(implicitWidth, toast.parent.width - 72)
            wrapMode: Text.WordWrap
            color: Theme.text
        }
        Timer {
            id: toastTimer

            interval: 2500
            onTriggered: toast.opacity = 0
        }
    }
}
