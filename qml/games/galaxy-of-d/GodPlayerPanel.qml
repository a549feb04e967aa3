pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The Galaxy of D part of a player's side panel: money, Starbase armor, income, ships and
// the First Turn Player mark. The game screen creates one per seat.
ColumnLayout {
    id: panel

    required property int seat
    required property GodController controller
    property GameSession session // given by the game screen; the figures come from controller

    spacing: 4

    Repeater {
        model: panel.controller ? panel.controller.players : null // null once the board is gone

        delegate: ColumnLayout {
            id: figures

            Layout.fillWidth: true
            required property int index
            required property int money
            required property int armor
            required property bool first
            required property bool active
            required property int ships
            required property int income
            required property string sideName
            required property color sideColor

            visible: figures.index === panel.seat
            spacing: 2

            // The figures of this panel's seat only (the other seats' are not made).
            Repeater {
                model: figures.index === panel.seat ? 1 : 0

                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 2

                    RowLayout {
                        spacing: 6
                        SideEmblem {
                            gameId: "galaxy-of-d"
                            seat: figures.index
                            font.pixelSize: Theme.fontBody
                        }
                        Label {
                            text: figures.sideName
                            color: Theme.seat(figures.sideColor)
                            font.bold: true
                            font.pixelSize: Theme.fontBody
                        }
                        Image {
                            visible: figures.first
                            Layout.preferredWidth: 18
                            Layout.preferredHeight: 18
                            sourceSize.width: 36
                            sourceSize.height: 36
                            // Loaded where shown, off the GUI thread (a new game's first frame
                            // rasterised it twice before).
                            asynchronous: true
                            source: figures.first ? "qrc:/art/galaxy-of-d/first-player.svg" : ""
                            ToolTip.visible: firstHover.hovered
                            //: Galaxy of D, a player's panel: a badge's tool tip: this player won
                            //: the auction and plays first in every turn (the rulebook's term).
                            ToolTip.text: qsTr("First Turn Player")
                            HoverHandler {
                                id: firstHover
                            }
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        //: Galaxy of D, a player's panel: %1: an amount of money, after the dollar
                        //: sign.
                        text: qsTr("Money: $%1").arg(figures.money)
                        color: Theme.accent
                        font.pixelSize: 14
                    }
                    Label {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        //: Galaxy of D, a player's panel: %1: a number. Starbase armor: the game's
                        //: term, the hits the home base can still take.
                        text: qsTr("Starbase armor: %1").arg(figures.armor)
                        color: figures.armor <= 5 ? "#ff7a59" : Theme.text
                        font.pixelSize: 14
                    }
                    Label {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        //: Galaxy of D, a player's panel: %1: an amount of money, after the dollar
                        //: sign.
                        text: qsTr("Income: $%1 per turn").arg(figures.income)
                        color: Theme.textMuted
                        font.pixelSize: 12
                    }
                    Label {
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        //: Galaxy of D, a player's panel: %n: the number of the player's ships on
                        //: the board.
                        text: qsTr("%n ship(s) in play", "", figures.ships)
                        color: Theme.textMuted
                        font.pixelSize: 12
                    }
                }
            }
        }
    }
}
