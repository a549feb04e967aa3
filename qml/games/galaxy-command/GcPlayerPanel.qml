pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The Galaxy Command part of a player's side panel: storage, military and production, the
// sector in small (distant row on top, aligned systems lit in the player's colour), the
// score so far with its rank, and a button to look at that player's sector on the board.
// The game screen creates one per seat.
ColumnLayout {
    id: panel

    required property int seat
    required property GcController controller
    property GameSession session // given by the game screen; the figures come from controller

    spacing: 4

    Repeater {
        model: panel.controller ? panel.controller.players : null // null once the board is gone

        delegate: ColumnLayout {
            id: figures

            required property int index
            required property color seatColor
            required property int metal
            required property int wealth
            required property int military
            required property int metalProduction
            required property int wealthProduction
            required property int storageLimit
            required property int militaryLimit
            required property bool strike
            required property bool lost
            required property bool shown
            required property int aligned
            required property int alignedDistant
            required property int techs
            required property int score
            required property string rank
            required property var cards

            Layout.fillWidth: true
            visible: figures.index === panel.seat
            spacing: 3

            // Storage and military, each with its limit.
            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacing

                // A fixed count, not an array of values rebuilt at every change (that would
                // recreate these rows, layouts inside a layout, at every move).
                Repeater {
                    model: 3

                    delegate: RowLayout {
                        id: figure

                        required property int index
                        readonly property var modelData: [
                            //: Galaxy Command, a player's panel beside the board: a figure with its
                            //: limit. %1: the value, %2: the limit, e.g. '2/3'. Tight space.
                            { icon: "metal", text: qsTr("%1/%2").arg(figures.metal).arg(figures.storageLimit), tip: qsTr("Metal in storage (limit)") },
                            { icon: "wealth", text: qsTr("%1/%2").arg(figures.wealth).arg(figures.storageLimit), tip: qsTr("Wealth in storage (limit)") },
                            { icon: "military", text: qsTr("%1/%2").arg(figures.military).arg(figures.militaryLimit), tip: qsTr("Military strength (limit)") }
                        ][index]

                        spacing: 3

                        Image {
                            Layout.preferredWidth: 16
                            Layout.preferredHeight: 16
                            source: "qrc:/art/galaxy-command/" + figure.modelData.icon + ".svg"
                            sourceSize.width: 32
                            sourceSize.height: 32
                            asynchronous: true
                        }
                        Label {
                            text: figure.modelData.text
                            font.pixelSize: Theme.fontBody
                            font.bold: true
                            ToolTip.visible: figureHover.hovered
                            ToolTip.text: figure.modelData.tip
                            HoverHandler {
                                id: figureHover
                            }
                        }
                    }
                }
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 3

                Label {
                    // Wrapped where the panel is narrower than the row.
                    Layout.fillWidth: true
                    Layout.maximumWidth: implicitWidth
                    //: Galaxy Command, a player's panel: a label before the production figures
                    //: (metal and wealth).
                    text: qsTr("Production per turn:")
                    font.pixelSize: Theme.fontSmall
                    color: Theme.textMuted
                    wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                }
                Image {
                    Layout.preferredWidth: 13
                    Layout.preferredHeight: 13
                    source: "qrc:/art/galaxy-command/metal.svg"
                    sourceSize.width: 26
                    sourceSize.height: 26
                    asynchronous: true
                }
                Label {
                    //: Galaxy Command, a player's panel beside the board: a production figure. %1:
                    //: a number, e.g. '+2'. Tight space.
                    text: qsTr("+%1").arg(figures.metalProduction)
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                }
                Image {
                    Layout.leftMargin: 3
                    Layout.preferredWidth: 13
                    Layout.preferredHeight: 13
                    source: "qrc:/art/galaxy-command/wealth.svg"
                    sourceSize.width: 26
                    sourceSize.height: 26
                    asynchronous: true
                }
                Label {
                    text: qsTr("+%1").arg(figures.wealthProduction)
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                }
            }

            RowLayout {
                Layout.fillWidth: true
                Layout.topMargin: 2
                spacing: Theme.spacing

                // The sector in small: distant systems on top, near ones below.
                Grid {
                    id: mini

                    columns: 3
                    spacing: 2

                    // Distant ones (last in the model) first, as on the table.
                    readonly property var ordered: figures.cards.filter(c => c.distant)
                                                   .concat(figures.cards.filter(c => !c.distant))

                    Repeater {
                        // The count only (constant in a game): the cards' changes update the
                        // squares instead of recreating them.
                        model: figures.cards.length

                        delegate: Item {
                            id: miniCard

                            required property int index
                            readonly property var modelData: mini.ordered[index] ?? ({})

                            width: 13
                            height: 13

                            Rectangle {
                                anchors.centerIn: parent
                                width: miniCard.modelData.aligned ? 13 : 9
                                height: miniCard.modelData.aligned ? 9 : 13
                                radius: 1.5
                                color: !miniCard.modelData.explored ? (miniCard.modelData.distant ? "#3a2160" : "#16305a")
                                       : miniCard.modelData.aligned ? figures.seatColor : "#cfd5e2"
                                border.color: miniCard.modelData.explored && !miniCard.modelData.aligned ? Theme.danger : "#0a0e18"
                            }
                        }
                    }
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 0

                    Label {
                        Layout.fillWidth: true
                        //: Galaxy Command, a player's panel beside the board: the systems aligned
                        //: with the Empire. %n: how many. Short.
                        text: qsTr("%n aligned", "", figures.aligned) + (figures.alignedDistant > 0 ? /*: Galaxy Command, a player's panel beside the board: added after '%n aligned': how many of them are distant systems. %n: the number; keep the space before the bracket. */ qsTr(" (%n distant)", "", figures.alignedDistant) : "")
                        font.pixelSize: Theme.fontSmall
                        elide: Text.ElideRight
                    }
                    Label {
                        Layout.fillWidth: true
                        //: Galaxy Command, a player's panel beside the board: the technologies
                        //: discovered. %n: how many. Short.
                        text: qsTr("%n technology(ies)", "", figures.techs)
                        font.pixelSize: Theme.fontSmall
                        color: Theme.textMuted
                        elide: Text.ElideRight
                    }
                }
            }
            Label {
                Layout.fillWidth: true
                text: figures.lost ? figures.rank
                                   //: Galaxy Command, a player's panel beside the board: at the end
                                   //: of the game. %n: the victory points; %1: the rank, e.g.
                                   //: 'Promoted to Captain'.
                                   : panel.controller.gameOver ? qsTr("%n victory point(s): %1", "", figures.score).arg(figures.rank)
                                                               //: Galaxy Command, a player's panel beside
                                                               //: the board: during the game. %n: the
                                                               //: victory points; %1: the rank they would
                                                               //: give, e.g. 'Remain a Commander'.
                                                               : qsTr("%n victory point(s) so far (%1)", "", figures.score).arg(figures.rank)
                font.pixelSize: Theme.fontSmall
                font.bold: true
                color: figures.lost ? Theme.danger : Theme.accent
                wrapMode: Text.WordWrap
            }
            Label {
                visible: figures.strike && !figures.lost
                text: qsTr("Strike: no production next turn")
                font.pixelSize: Theme.fontSmall
                color: Theme.danger
            }
            Button {
                visible: panel.controller.numPlayers > 1 && !figures.shown
                flat: true
                //: Galaxy Command, a player's panel: a button that shows this player's cards on the
                //: board (sector: the game's term). Short.
                text: qsTr("Show this sector")
                font.pixelSize: Theme.fontSmall
                onClicked: panel.controller.showSeat(figures.index)
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
            }
        }
    }
}
