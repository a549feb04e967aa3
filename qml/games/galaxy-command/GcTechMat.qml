pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The shown player's technology mat: four rows of two generations; the right one of a row
// needs the left one. A cube marks a discovery; what can be discovered now is lit and
// discovered with a click (one per turn, in the build step, paid in wealth).
Rectangle {
    id: mat

    required property GcController controller

    implicitWidth: 340
    implicitHeight: layout.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: Theme.surfaceRaised
    border.color: Theme.border
    border.width: Theme.borderWidth

    ColumnLayout {
        id: layout

        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: 4

        RowLayout {
            Layout.fillWidth: true

            Label {
                Layout.fillWidth: true
                //: Galaxy Command: the heading of the technology mat (the game's term: the board of
                //: the technologies to discover).
                text: qsTr("Technology mat")
                font.pixelSize: Theme.fontBody
                font.bold: true
                wrapMode: Text.WrapAtWordBoundaryOrAnywhere
            }
            Label {
                visible: mat.width >= 320
                //: Galaxy Command, the technology mat: the headings of its two columns (the
                //: generation is the game's term for a technology's column). Tight space.
                text: qsTr("1st generation · 2nd")
                font.pixelSize: Theme.fontSmall - 1
                color: Theme.textFaint
            }
        }

        // The arrow keys move between the technologies (issue 12).
        BoardNavigator {
            id: techKeys

            container: techGrid
        }

        GridLayout {
            id: techGrid

            Layout.fillWidth: true
            columns: 3
            rowSpacing: 4
            columnSpacing: 2

            Repeater {
                model: 4

                delegate: Label {
                    required property int index

                    Layout.row: index
                    Layout.column: 1
                    text: "›"
                    color: Theme.textFaint
                    font.pixelSize: Theme.fontLarge
                }
            }

            Repeater {
                model: mat.controller.technologies

                delegate: Rectangle {
                    id: tech

                    required property int techIndex
                    required property string name
                    required property string effect
                    required property int matRow
                    required property int generation
                    required property int cost
                    required property int victoryPoints
                    required property bool owned
                    required property bool available
                    required property bool affordable
                    required property bool locked
                    required property string reason
                    // A click here does something now (the soak test clicks these most).
                    readonly property bool actionable: available

                    Layout.row: matRow
                    Layout.column: generation === 1 ? 0 : 2
                    Layout.fillWidth: true
                    Layout.preferredWidth: 100
                    Layout.preferredHeight: 36
                    radius: 5
                    color: owned ? Qt.darker(mat.controller.shownColor, 2.2)
                                 : available && hover.hovered ? Theme.surfaceHover : Theme.surface
                    border.color: available ? Theme.accent : owned ? mat.controller.shownColor : Theme.border
                    border.width: available ? 2 : 1
                    opacity: locked && !owned ? 0.5 : 1

                    Repeater {
                        model: mat.controller.hintTech === tech.techIndex && mat.controller.shownSeat === mat.controller.viewSeat ? 1 : 0

                        HintRing {
                            anchors.fill: parent
                            anchors.margins: -4
                            radius: 8
                        }
                    }

                    HoverHandler {
                        id: hover

                        cursorShape: tech.available ? Qt.PointingHandCursor : Qt.ArrowCursor
                    }
                    // The keyboard (issue 12).
                    readonly property bool boardSpot: true
                    function activate() {
                        mat.controller.discover(tech.techIndex);
                    }
                    activeFocusOnTab: techKeys.isTabStop(tech)
                    Keys.onPressed: event => techKeys.keyPressed(tech, event)
                    onActiveFocusChanged: techKeys.focusChanged(tech)
                    KeyboardRing {}

                    TapHandler {
                        onTapped: tech.activate()
                    }
                    // What it is, and what a click does (the tooltip; a screen reader's name
                    // and description).
                    //: Galaxy Command, the technology mat: a technology's tool tip. %1: its name,
                    //: e.g. 'Robot Workers'; %2: its effect, a sentence.
                    readonly property string shownText: qsTr("%1: %2").arg(tech.name).arg(tech.effect) + "\n"
                                                        //: Galaxy Command, the technology mat: a
                                                        //: technology's tool tip. %1: its price;
                                                        //: %n: its victory points.
                                                        + qsTr("Costs %1 wealth, worth %n victory point(s).", "", tech.victoryPoints).arg(tech.cost)
                                                        //: Galaxy Command, the technology mat: the
                                                        //: player has this technology already (a
                                                        //: past participle; a stamp on it). Short.
                                                        + (tech.owned ? " " + qsTr("Discovered") : "")
                    readonly property string actionText: tech.available ? qsTr("Click to discover it.") : tech.reason
                    ToolTip.visible: hover.hovered
                    ToolTip.delay: 300
                    ToolTip.text: tech.actionText === "" ? tech.shownText : tech.shownText + "\n" + tech.actionText
                    Accessible.role: Accessible.Button
                    Accessible.name: tech.shownText
                    Accessible.description: tech.actionText
                    Accessible.onPressAction: tech.activate()

                    // The cube of a discovery.
                    Rectangle {
                        id: cube

                        anchors.left: parent.left
                        anchors.leftMargin: 5
                        anchors.verticalCenter: parent.verticalCenter
                        width: 12
                        height: 12
                        radius: 2
                        visible: tech.owned
                        color: mat.controller.shownColor
                        border.color: "#0a0e18"
                    }
                    ColumnLayout {
                        anchors.fill: parent
                        anchors.leftMargin: tech.owned ? 22 : 6
                        anchors.rightMargin: 4
                        anchors.topMargin: 2
                        anchors.bottomMargin: 2
                        spacing: 0

                        Label {
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            text: tech.name
                            font.pixelSize: Theme.fontSmall
                            font.bold: true
                            color: tech.owned ? "#ffffff" : Theme.text
                            fontSizeMode: Text.Fit
                            minimumPixelSize: 8
                            wrapMode: Text.WordWrap
                            maximumLineCount: 2
                            lineHeight: 0.9
                            verticalAlignment: Text.AlignVCenter
                        }
                        RowLayout {
                            Layout.fillWidth: true
                            spacing: 3

                            Image {
                                Layout.preferredWidth: 11
                                Layout.preferredHeight: 11
                                source: "qrc:/art/galaxy-command/wealth.svg"
                                sourceSize.width: 24
                                sourceSize.height: 24
                                asynchronous: true
                                visible: !tech.owned
                            }
                            Label {
                                text: tech.owned ? qsTr("Discovered") : /*: Galaxy Command, the technology mat: a technology's price. %1: a number, e.g. '3 wealth'. Tight space. */ qsTr("%1 wealth").arg(tech.cost)
                                font.pixelSize: Theme.fontSmall - 2
                                color: tech.owned ? "#d8dcea" : tech.affordable ? Theme.accent : Theme.textMuted
                            }
                            Item {
                                Layout.fillWidth: true
                            }
                            Label {
                                //: Galaxy Command, the technology mat: a technology's victory
                                //: points ('VP' abbreviates victory points). %1: a number. Tight
                                //: space.
                                text: qsTr("%1 VP").arg(tech.victoryPoints)
                                font.pixelSize: Theme.fontSmall - 2
                                color: Theme.textMuted
                            }
                        }
                    }
                }
            }
        }
    }
}
