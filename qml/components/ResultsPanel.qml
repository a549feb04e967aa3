pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// One game's results on the home screen: how many games were played and won at this
// table, and the newest few (when, the result, the players, the seed to play it again).
// Hidden while the game has none.
Rectangle {
    id: panel

    required property string gameId
    required property string name

    objectName: "results-" + gameId
    implicitHeight: column.implicitHeight + 2 * Theme.spacingLarge
    visible: results.played > 0
    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.border
    border.width: Theme.borderWidth

    Accessible.role: Accessible.List
    //: The home page, the results list: the screen reader's name. %1: a game's name, e.g. 'Galaxy
    //: of D'.
    Accessible.name: qsTr("Results of %1").arg(panel.name)

    ResultsModel {
        id: results

        history: AppSettings.results
        gameId: panel.gameId
        limit: 5
    }

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: Theme.spacingLarge
        spacing: Theme.spacingSmall

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                Layout.fillWidth: true
                //: The home page, the results list: its heading. %1: a game's name, e.g. 'Galaxy of
                //: D'.
                text: qsTr("Your results in %1").arg(panel.name)
                font.pixelSize: Theme.fontLarge
                font.bold: true
                elide: Text.ElideRight
            }
            Label {
                //: The home page, the results list: %n: the games played.
                text: qsTr("%n game(s) played", "", results.played) + " · "
                      //: The home page, the results list: after the games played. %n: the games
                      //: won.
                      + qsTr("%n won", "", results.won)
                color: Theme.textMuted
            }
        }

        Repeater {
            model: results

            delegate: RowLayout {
                id: row

                required property date when
                required property string note
                required property string seed
                required property string players
                required property string scores
                required property bool won
                required property string content

                Layout.fillWidth: true
                spacing: Theme.spacing

                Rectangle {
                    Layout.preferredWidth: 8
                    Layout.preferredHeight: 8
                    radius: 4
                    color: row.won ? Theme.accent : Theme.neutral
                }
                Label {
                    Layout.preferredWidth: 140
                    text: row.when.toLocaleString(Qt.locale(AppSettings.effectiveLanguage), Locale.ShortFormat)
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    elide: Text.ElideRight
                }
                Label {
                    Layout.fillWidth: true
                    //: The home page, the results list: a game's line. %1: the result, e.g. 'Anna
                    //: wins.'; %2: the scores, e.g. 'Anna 12, Ben 9'.
                    text: row.scores === "" ? row.note : qsTr("%1 (%2)").arg(row.note).arg(row.scores)
                    font.bold: row.won
                    // Long: cut, the whole note in the tip and for a screen reader.
                    property bool elidesOnPurpose: true
                    elide: Text.ElideRight
                    Accessible.name: text
                    ToolTip.visible: Window.window !== null && noteHover.hovered && truncated
                    ToolTip.text: text

                    HoverHandler {
                        id: noteHover
                    }
                }
                Label {
                    // The players' names may be long: cut, the whole list in the tip and for
                    // a screen reader.
                    property bool elidesOnPurpose: true

                    Layout.maximumWidth: 220
                    //: The home page, the results list: the players and the designed content a
                    //: game was played with. %1: the players, e.g. 'Ann, Computer (Standard)';
                    //: %2: the content's names, e.g. 'Ann's board'.
                    text: row.content === "" ? row.players : qsTr("%1 · %2").arg(row.players).arg(row.content)
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    elide: Text.ElideRight
                    Accessible.name: text
                    ToolTip.visible: Window.window !== null && playersHover.hovered && truncated
                    ToolTip.text: text

                    HoverHandler {
                        id: playersHover
                    }
                }
                Label {
                    //: The home page, the results list: the random seed of a game, to replay it.
                    //: %1: a number.
                    text: qsTr("Seed %1").arg(row.seed)
                    color: Theme.textFaint
                    font.pixelSize: Theme.fontSmall
                }
            }
        }
    }
}
