pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The end of the game: the result (the rank in solitaire, the Empire's in multiplayer) and
// the victory points by kind: systems, technologies and the exploration, scientific and
// warlord bonuses. Solitaire shows the ranks of the ruleset with the one reached; several
// players get a line each with their total and rank.
Rectangle {
    id: sheet

    required property GcController controller
    readonly property bool solitaire: controller.numPlayers === 1
    // The kinds of points, as shown.
    readonly property var kinds: [
        //: Galaxy Command, the score sheet at the end: a row: the points of the aligned systems.
        //: Short.
        { role: "systemsPoints", label: qsTr("Systems") },
        //: Galaxy Command, the score sheet at the end: a row: the points of the technologies.
        //: Short.
        { role: "techPoints", label: qsTr("Technologies") },
        //: Galaxy Command, the score sheet at the end: a row: the exploration bonus (the rulebook's
        //: name: all nine cards explored). Short.
        { role: "explorationBonus", label: qsTr("Exploration") },
        //: Galaxy Command, the score sheet at the end: a row: the scientific bonus (the rulebook's
        //: name: all eight technologies discovered). Short.
        { role: "scientificBonus", label: qsTr("Scientific") },
        //: Galaxy Command, the score sheet at the end: a row: the warlord bonus (the rulebook's
        //: name: all nine systems aligned). Short.
        { role: "warlordBonus", label: qsTr("Warlord") }
    ]

    implicitWidth: 560
    implicitHeight: layout.implicitHeight + 2 * Theme.spacingLarge
    radius: Theme.radius
    color: Theme.surfaceRaised
    border.color: !solitaire && !controller.empireWon ? Theme.danger : Theme.accent
    border.width: 2

    ColumnLayout {
        id: layout

        anchors.fill: parent
        anchors.margins: Theme.spacingLarge
        spacing: Theme.spacing

        Label {
            Layout.fillWidth: true
            text: sheet.controller.resultTitle
            font.pixelSize: Theme.fontTitle
            font.bold: true
            color: !sheet.solitaire && !sheet.controller.empireWon ? Theme.danger : Theme.accent
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
        }
        Label {
            Layout.fillWidth: true
            text: sheet.controller.resultText
            font.pixelSize: Theme.fontBody
            color: Theme.textMuted
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
        }

        // One block per player: the points by kind, the total and the rank.
        Repeater {
            model: sheet.controller.players

            delegate: ColumnLayout {
                id: line

                required property int index
                required property string name
                required property color seatColor
                required property bool lost
                required property int systemsPoints
                required property int techPoints
                required property int explorationBonus
                required property int scientificBonus
                required property int warlordBonus
                required property int score
                required property string rank

                Layout.fillWidth: true
                Layout.topMargin: Theme.spacingSmall
                spacing: 2

                RowLayout {
                    Layout.fillWidth: true
                    visible: !sheet.solitaire
                    spacing: Theme.spacing

                    // The seat's emblem in its colour (issue 12).
                    SideEmblem {
                        gameId: "galaxy-command"
                        seat: line.index
                        font.pixelSize: Theme.fontBody
                    }
                    Label {
                        // A player's name may be long: cut, the whole name in the tip and
                        // for a screen reader.
                        property bool elidesOnPurpose: true

                        Layout.fillWidth: true
                        text: line.name
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                        elide: Text.ElideRight
                        Accessible.name: text
                        ToolTip.visible: lineNameHover.hovered && truncated
                        ToolTip.text: text

                        HoverHandler {
                            id: lineNameHover
                        }
                    }
                    Label {
                        text: line.rank
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                        color: line.lost ? Theme.danger : Theme.accent
                    }
                }
                RowLayout {
                    Layout.fillWidth: true
                    visible: !line.lost
                    spacing: 2

                    Repeater {
                        model: sheet.kinds

                        delegate: ColumnLayout {
                            id: kind

                            required property var modelData

                            Layout.fillWidth: true
                            Layout.preferredWidth: 10
                            spacing: 0

                            Label {
                                Layout.fillWidth: true
                                text: kind.modelData.label
                                font.pixelSize: Theme.fontSmall - 1
                                color: Theme.textFaint
                                horizontalAlignment: Text.AlignHCenter
                                // Smaller where a column is narrower than its heading.
                                wrapMode: Text.WordWrap
                                fontSizeMode: Text.HorizontalFit
                                minimumPixelSize: 7
                            }
                            Label {
                                Layout.fillWidth: true
                                text: line[kind.modelData.role]
                                font.pixelSize: Theme.fontLarge
                                color: Theme.text
                                horizontalAlignment: Text.AlignHCenter
                            }
                        }
                    }
                    ColumnLayout {
                        Layout.fillWidth: true
                        Layout.preferredWidth: 10
                        spacing: 0

                        Label {
                            Layout.fillWidth: true
                            //: Galaxy Command, the score sheet at the end: the sum of the points (a
                            //: noun). Short.
                            text: qsTr("Total")
                            font.pixelSize: Theme.fontSmall - 1
                            font.bold: true
                            color: Theme.textMuted
                            horizontalAlignment: Text.AlignHCenter
                        }
                        Label {
                            Layout.fillWidth: true
                            text: line.score
                            font.pixelSize: Theme.fontTitle
                            font.bold: true
                            color: Theme.accent
                            horizontalAlignment: Text.AlignHCenter
                        }
                    }
                }
            }
        }

        // The ranks, the one reached lit (solitaire).
        Flow {
            Layout.fillWidth: true
            Layout.topMargin: Theme.spacing
            spacing: 4
            visible: sheet.solitaire

            Repeater {
                model: sheet.controller.ranks

                delegate: Label {
                    id: rankPill

                    required property var modelData
                    readonly property bool reached: sheet.controller.resultTitle === modelData.name

                    //: Galaxy Command, the score sheet at the end: a rank's line in the table of
                    //: ranks. %1: the least score; %2: the rank, e.g. '17+ Promoted to Admiral'.
                    text: modelData.maxScore < 0 ? qsTr("%1+ %2").arg(modelData.minScore).arg(modelData.name)
                                                 //: Galaxy Command, the score sheet at the end: a
                                                 //: rank's line in the table of ranks. %1, %2: the
                                                 //: scores; %3: the rank, e.g. '13–14 Promoted to
                                                 //: Captain'.
                                                 : qsTr("%1–%2 %3").arg(modelData.minScore).arg(modelData.maxScore).arg(modelData.name)
                    font.pixelSize: Theme.fontSmall
                    font.bold: reached
                    color: reached ? Theme.accentInk : Theme.textMuted
                    leftPadding: 8
                    rightPadding: 8
                    topPadding: 3
                    bottomPadding: 3
                    background: Rectangle {
                        radius: height / 2
                        color: rankPill.reached ? Theme.accent : Theme.surface
                        border.color: Theme.border
                        border.width: Theme.borderWidth
                    }
                }
            }
        }
    }
}
