pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The shown player's home mat: a cube on each track (metal and wealth storage, metal and
// wealth production, military strength) from 0 to 5, with the limit the player's
// technologies allow marked; the strike and Interstellar Diplomacy when they apply.
Rectangle {
    id: mat

    required property GcController controller

    implicitWidth: 270
    implicitHeight: layout.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: Theme.surfaceRaised
    border.color: Theme.border
    border.width: Theme.borderWidth

    ColumnLayout {
        id: layout

        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: 3

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.spacing

            Label {
                Layout.fillWidth: true
                //: Galaxy Command, the home mat (a player's board of storage, production and
                //: military; the game's term): its heading. %1: a player's name, e.g. 'Anna'.
                text: mat.controller.numPlayers > 1 ? qsTr("Home mat of %1").arg(mat.controller.shownName)
                                                    //: Galaxy Command, the home mat (a player's
                                                    //: board of storage, production and military;
                                                    //: the game's term): its heading (the game's
                                                    //: term).
                                                    : qsTr("Home mat")
                font.pixelSize: Theme.fontBody
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Label {
                visible: mat.controller.strike
                //: Galaxy Command, the home mat (a player's board of storage, production and
                //: military; the game's term): a stamp on the mat during a strike (the workers
                //: strike: no production). Capitals, tight space.
                text: qsTr("STRIKE")
                color: "#ffffff"
                font.pixelSize: Theme.fontSmall - 1
                font.bold: true
                leftPadding: 6
                rightPadding: 6
                background: Rectangle {
                    radius: 3
                    color: Theme.danger
                }
                ToolTip.visible: strikeHover.hovered
                ToolTip.text: qsTr("A strike: no production (half with Robot Workers) at the next collect.")
                HoverHandler {
                    id: strikeHover
                }
            }
            Label {
                visible: mat.controller.diplomacyReady
                //: Galaxy Command, the home mat (a player's board of storage, production and
                //: military; the game's term): a stamp on the mat while Interstellar Diplomacy is
                //: ready to use. Capitals, tight space.
                text: qsTr("DIPLOMACY")
                color: Theme.accentInk
                font.pixelSize: Theme.fontSmall - 1
                font.bold: true
                leftPadding: 6
                rightPadding: 6
                background: Rectangle {
                    radius: 3
                    color: Theme.accent
                }
                ToolTip.visible: diplomacyHover.hovered
                ToolTip.text: qsTr("Interstellar Diplomacy: this turn's explore or conquer succeeds without a roll.")
                HoverHandler {
                    id: diplomacyHover
                }
            }
        }

        // The five tracks. A fixed count, not an array of values: an array rebuilt at every
        // change of the game would recreate these rows (layouts inside layouts) each time.
        Repeater {
            model: 5

            delegate: RowLayout {
                id: track

                required property int index
                readonly property var texts: [
                    //: Galaxy Command, the home mat (a player's board of storage, production and
                    //: military; the game's term): a track's label: the metal in storage. Short.
                    [qsTr("Metal stored"), qsTr("Metal storage, up to the limit marked in gold"), "metal"],
                    //: Galaxy Command, the home mat (a player's board of storage, production and
                    //: military; the game's term): a track's label: the wealth in storage. Short.
                    [qsTr("Wealth stored"), qsTr("Wealth storage, up to the limit marked in gold"), "wealth"],
                    //: Galaxy Command, the home mat (a player's board of storage, production and
                    //: military; the game's term): a track's label: the metal produced every turn.
                    //: Short.
                    [qsTr("Metal income"), qsTr("Metal production: collected every turn"), "metal"],
                    //: Galaxy Command, the home mat (a player's board of storage, production and
                    //: military; the game's term): a track's label: the wealth produced every turn.
                    //: Short.
                    [qsTr("Wealth income"), qsTr("Wealth production: collected every turn"), "wealth"],
                    //: Galaxy Command, the home mat (a player's board of storage, production and
                    //: military; the game's term): a track's label: military strength (a noun).
                    //: Short.
                    [qsTr("Military"), qsTr("Military strength, added to the die when you attack; its limit marked in gold"),
                     "military"]
                ][index]
                readonly property string label: texts[0]
                readonly property string tip: texts[1]
                readonly property string icon: texts[2]
                readonly property int value: [mat.controller.metal, mat.controller.wealth, mat.controller.metalProduction,
                                              mat.controller.wealthProduction, mat.controller.military][index]
                readonly property int limit: [mat.controller.storageLimit, mat.controller.storageLimit, -1, -1,
                                              mat.controller.militaryLimit][index]
                readonly property int boxes: mat.controller.trackLength + 1

                Layout.fillWidth: true
                spacing: 4

                Image {
                    Layout.preferredWidth: 14
                    Layout.preferredHeight: 14
                    source: "qrc:/art/galaxy-command/" + track.icon + ".svg"
                    sourceSize.width: 32
                    sourceSize.height: 32
                    asynchronous: true
                }
                Label {
                    Layout.fillWidth: true
                    Layout.minimumWidth: 40
                    text: track.label
                    font.pixelSize: Theme.fontSmall - 1
                    color: Theme.textMuted
                    wrapMode: Text.WordWrap
                    ToolTip.visible: labelHover.hovered
                    ToolTip.text: track.tip
                    HoverHandler {
                        id: labelHover
                    }
                }
                Row {
                    spacing: 2

                    Repeater {
                        model: track.boxes

                        delegate: Rectangle {
                            id: box

                            required property int index
                            readonly property bool beyond: track.limit >= 0 && index > track.limit
                            readonly property bool cube: index === Math.min(track.value, track.boxes - 1)

                            width: 17
                            height: 17
                            radius: 3
                            color: beyond ? Theme.background : Theme.surface
                            border.color: track.limit === index ? Theme.accent : Theme.border
                            border.width: track.limit === index ? 2 : 1
                            opacity: beyond ? 0.55 : 1

                            Label {
                                anchors.centerIn: parent
                                visible: !box.cube
                                text: box.index
                                font.pixelSize: 10
                                color: Theme.textFaint
                            }
                            // The cube, in the player's colour.
                            Rectangle {
                                anchors.centerIn: parent
                                visible: box.cube
                                width: 13
                                height: 13
                                radius: 2
                                color: mat.controller.shownColor
                                border.color: "#0a0e18"

                                Label {
                                    anchors.centerIn: parent
                                    text: track.value
                                    font.pixelSize: 10
                                    font.bold: true
                                    color: "#ffffff"
                                }
                            }
                        }
                    }
                }
                Label {
                    Layout.preferredWidth: Math.max(26, implicitWidth)
                    horizontalAlignment: Text.AlignRight
                    //: Galaxy Command, the home mat (a player's board of storage, production and
                    //: military; the game's term): a track's value and its limit. %1: the value,
                    //: %2: the limit, e.g. '2/3'. Tight space.
                    text: track.limit >= 0 ? qsTr("%1/%2").arg(track.value).arg(track.limit) : /*: Galaxy Command, the home mat (a player's board of storage, production and military; the game's term): a track's value when it has no limit (production). %1: a number, e.g. '+2'. Tight space. */ qsTr("+%1").arg(track.value)
                    font.pixelSize: Theme.fontSmall
                    font.bold: true
                    color: track.limit >= 0 && track.value >= track.limit ? Theme.accent : Theme.text
                }
            }
        }
    }
}
