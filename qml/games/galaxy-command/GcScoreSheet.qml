pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The end of the game: the result (the rank in solitaire, the Empire's in multiplayer),
// each player's victory points by kind (systems, technologies and the exploration,
// scientific and warlord bonuses) and rank, and the ranks of the ruleset.
Rectangle {
    id: sheet

    required property GcController controller

    implicitWidth: 560
    implicitHeight: layout.implicitHeight + 2 * Theme.spacingLarge
    radius: Theme.radius
    color: Theme.surfaceRaised
    border.color: Theme.accent
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
            color: sheet.controller.numPlayers > 1 && !sheet.controller.empireWon ? Theme.danger : Theme.accent
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

        // The score by kind, one row per player.
        GridLayout {
            id: table

            readonly property var heads: [qsTr("Player"), qsTr("Systems"), qsTr("Techs"), qsTr("Explor."),
                qsTr("Science"), qsTr("Warlord"), qsTr("Total"), qsTr("Rank")]

            Layout.fillWidth: true
            Layout.topMargin: Theme.spacing
            columns: heads.length
            rowSpacing: 4
            columnSpacing: Theme.spacing

            Repeater {
                model: table.heads

                delegate: Label {
                    required property string modelData
                    required property int index

                    Layout.fillWidth: index === 0 || index === 7
                    text: modelData
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    color: Theme.textFaint
                    horizontalAlignment: index === 0 || index === 7 ? Text.AlignLeft : Text.AlignHCenter
                }
            }
            Repeater {
                model: sheet.controller.players

                delegate: Repeater {
                    id: line

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

                    model: [line.name, line.systemsPoints, line.techPoints, line.explorationBonus,
                        line.scientificBonus, line.warlordBonus, line.score, line.rank]

                    delegate: Label {
                        required property var modelData
                        required property int index

                        Layout.fillWidth: index === 0 || index === 7
                        text: line.lost && index > 0 && index < 7 ? "–" : modelData
                        font.pixelSize: index === 6 ? Theme.fontLarge : Theme.fontBody
                        font.bold: index === 0 || index >= 6
                        color: index === 0 ? line.seatColor : index === 7 ? (line.lost ? Theme.danger : Theme.accent) : Theme.text
                        horizontalAlignment: index === 0 || index === 7 ? Text.AlignLeft : Text.AlignHCenter
                        elide: Text.ElideRight
                    }
                }
            }
        }

        // The ranks, the reached ones lit (solitaire: one player).
        Flow {
            Layout.fillWidth: true
            Layout.topMargin: Theme.spacing
            spacing: 4
            visible: sheet.controller.numPlayers === 1

            Repeater {
                model: sheet.controller.ranks

                delegate: Label {
                    id: rankPill

                    required property var modelData
                    readonly property bool reached: sheet.controller.players.count > 0
                                                    && sheet.controller.resultTitle === modelData.name

                    text: modelData.maxScore < 0 ? qsTr("%1+ %2").arg(modelData.minScore).arg(modelData.name)
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
                    }
                }
            }
        }
    }
}
