pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The Galactic Warfare board (issue 15, first step; not offered in the app yet): the 8 x 10
// grid with the two home planets at the ends in the sides' colours (the viewer's planet at
// the bottom), the ships as discs with their power-ups, the lit moves of the selected ship,
// the battle and the last battle's sums, the buttons of the decision at hand and the viewer's
// hand of cards. Every rule is the engine's: this view shows GwController's lists and sends
// clicks to it.
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
        GwRules {}
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
    readonly property var handCards: controller.hand
    readonly property int handCount: handCards.reduce((n, c) => n + c.count, 0)

    GwController {
        id: controller

        session: root.session
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        Text {
            Layout.fillWidth: true
            text: controller.prompt
            color: Theme.text
            font.pixelSize: Theme.fontLarge
            wrapMode: Text.Wrap
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacingLarge

            // The board.
            Item {
                id: boardArea

                Layout.fillWidth: true
                Layout.fillHeight: true

                readonly property real cell: Math.max(8, Math.min(width / controller.columns, height / controller.rows))

                Item {
                    id: grid

                    anchors.centerIn: parent
                    width: boardArea.cell * controller.columns
                    height: boardArea.cell * controller.rows

                    Repeater {
                        model: controller.squares

                        delegate: GwSquare {
                            required property var modelData

                            info: modelData
                            whiteColor: root.whiteColor
                            blueColor: root.blueColor
                            width: boardArea.cell
                            height: boardArea.cell
                            x: (root.flipped ? controller.columns - 1 - modelData.col : modelData.col) * boardArea.cell
                            y: (root.flipped ? modelData.row : controller.rows - 1 - modelData.row) * boardArea.cell
                            onClicked: index => controller.clickSquare(index)
                        }
                    }
                }
            }

            // The side panel: the sides, the battle, the buttons, the last refusal.
            ColumnLayout {
                Layout.preferredWidth: 260
                Layout.maximumWidth: 300
                Layout.fillHeight: true
                spacing: Theme.spacing

                Repeater {
                    model: 2

                    delegate: Text {
                        required property int index

                        Layout.fillWidth: true
                        //: Galactic Warfare board: a side's line. %1: the side ('White'), %2: a
                        //: player's name, %3: ships in play, %4: cards in hand, e.g. 'White
                        //: (Anna): 12 ships, 15 cards'.
                        text: qsTr("%1 (%2): %3 ships, %4 cards").arg(controller.sideNames[index]).arg(root.session.seats.name(index)).arg(controller.shipsInPlay[index]).arg(index === controller.viewSeat ? root.handCount : controller.opponentHandCount)
                        color: index === 0 ? root.whiteColor : root.blueColor
                        font.pixelSize: Theme.fontBody
                        font.bold: index === controller.mover
                        wrapMode: Text.Wrap
                    }
                }

                Text {
                    Layout.fillWidth: true
                    //: Galactic Warfare board: %1: the turn's number, %2: cards left in the deck.
                    text: qsTr("Turn %1, %2 cards in the deck").arg(controller.turn).arg(controller.deckLeft)
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                }

                Text {
                    Layout.fillWidth: true
                    visible: root.startRoll.seen && controller.turn <= 1
                    //: Galactic Warfare board: the roll for the first turn. %1, %2: die faces.
                    text: qsTr("First turn roll: White %1, Blue %2").arg(root.startRoll.white ?? 0).arg(root.startRoll.blue ?? 0)
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                }

                // The battle going on.
                Rectangle {
                    Layout.fillWidth: true
                    visible: root.battle.active
                    implicitHeight: battleColumn.implicitHeight + 2 * Theme.spacing
                    radius: Theme.radius
                    color: Theme.surfaceRaised
                    border.color: Theme.danger

                    Column {
                        id: battleColumn

                        x: Theme.spacing
                        y: Theme.spacing
                        width: parent.width - 2 * Theme.spacing
                        spacing: 2

                        Text {
                            width: parent.width
                            //: Galactic Warfare board: the battle going on. %1, %2: sides; %3, %4:
                            //: their dice, e.g. 'White attacks Blue: 2 dice against 1'.
                            text: qsTr("%1 attacks %2: %3 dice against %4").arg(root.battle.attackerName ?? "").arg(root.battle.defenderName ?? "").arg(root.battle.attackerDice ?? 0).arg(root.battle.defenderDice ?? 0)
                            color: Theme.text
                            font.pixelSize: Theme.fontBody
                            wrapMode: Text.Wrap
                        }
                        Text {
                            width: parent.width
                            visible: root.battle.rolled ?? false
                            //: Galactic Warfare board: the sums rolled in the battle going on.
                            //: %1: the attacker's sum, %2: the defender's.
                            text: qsTr("Rolled: %1 against %2").arg(root.battle.attackerSum ?? 0).arg(root.battle.defenderSum ?? 0)
                            color: Theme.accent
                            font.pixelSize: Theme.fontBody
                        }
                        Repeater {
                            model: root.battle.cards ?? []

                            delegate: Text {
                                required property string modelData

                                text: modelData
                                color: Theme.textMuted
                                font.pixelSize: Theme.fontSmall
                            }
                        }
                    }
                }

                // The last battle decided.
                Text {
                    Layout.fillWidth: true
                    visible: root.lastBattle.seen ?? false
                    //: Galactic Warfare board: the last battle. %1: the attacker's side, %2: its
                    //: sum, %3: its dice, %4: the defender's sum, %5: its dice, %6: the winner's
                    //: side, e.g. 'Last battle: White 9 (2 dice) against 4 (1 die): White wins'.
                    text: qsTr("Last battle: %1 %2 (%3 dice) against %4 (%5 dice): %6 wins").arg(controller.sideNames[root.lastBattle.attacker ?? 0]).arg(root.lastBattle.attackerSum ?? 0).arg(root.lastBattle.attackerDice ?? 0).arg(root.lastBattle.defenderSum ?? 0).arg(root.lastBattle.defenderDice ?? 0).arg(controller.sideNames[root.lastBattle.winner ?? 0])
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.Wrap
                }

                // The buttons of the decision at hand.
                Flow {
                    Layout.fillWidth: true
                    spacing: Theme.spacingSmall

                    Repeater {
                        model: controller.choices

                        delegate: Button {
                            required property var modelData

                            text: modelData.text
                            Accessible.name: modelData.text
                            onClicked: controller.choose(modelData.id)
                        }
                    }
                }

                Text {
                    Layout.fillWidth: true
                    visible: controller.message.length > 0
                    text: controller.message
                    color: Theme.danger
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.Wrap
                }

                Item {
                    Layout.fillHeight: true
                }
            }
        }

        // The viewer's hand (the other hand is only a count).
        ListView {
            Layout.fillWidth: true
            Layout.preferredHeight: 124
            orientation: ListView.Horizontal
            spacing: Theme.spacingSmall
            clip: true
            model: root.handCards

            delegate: GwCard {
                required property var modelData

                info: modelData
                onClicked: controller.clickCard(modelData.type)
            }
        }
    }
}
