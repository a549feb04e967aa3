pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Starboard

// One sector of the galaxy: the hex, its Thing, a Starbase and the stacks.
Item {
    id: sector

    required property int index
    required property real cx
    required property real cy
    required property string thing
    required property string thingName
    required property int starbase
    required property int armor
    required property string highlight
    required property int holder
    required property var stacks
    required property GodController controller
    required property real radius
    // The board's scale: the hex's texture is drawn at this resolution.
    property real zoom: 1

    x: cx - radius
    y: cy - radius
    width: radius * 2
    height: radius * 2

    // A click here does something now: a highlighted target, or one's own stack to select
    // (the soak test clicks these most).
    readonly property bool actionable: (highlight !== "" && highlight !== "selected")
                                       || stacks.some(s => s.own)

    readonly property color highlightColor: {
        switch (highlight) {
        case "move": return "#3fd0c0"
        case "place": return "#f2c14e"
        case "combat": return "#ff7a59"
        case "fight": return "#ff4d4d"
        case "pirate": return "#c58af9"
        case "selected": return "#ffffff"
        default: return "transparent"
        }
    }

    // The hex (a C++ item drawn into a texture at the board's zoom, and the sector's
    // containment mask below): a Shape with a JavaScript-built path per sector cost about a
    // tenth of a new game's start-up.
    GodHex {
        id: hex

        anchors.fill: parent
        zoom: sector.zoom
        strokeWidth: sector.highlight.length > 0 ? 3 : 1
        strokeColor: sector.highlight.length > 0 ? sector.highlightColor : "#4a5b8c"
        fillColor: sector.highlight === "move" ? "#2a3fd0c0"
                 : sector.highlight === "place" ? "#33f2c14e"
                 : sector.starbase === 0 ? "#40e04a3f"
                 : sector.starbase === 1 ? "#403f8ce8"
                 : sector.holder === 0 ? "#26e04a3f"
                 : sector.holder === 1 ? "#263f8ce8"
                 : "#8c1a2342"
    }

    // The Thing (planet, asteroid, Spaceport) or the Starbase, centred, and the Starbase's
    // armor: made only where there is one (Repeaters of one: a hundred hidden pictures and
    // labels were a good part of the board's start-up).
    Repeater {
        model: sector.thing.length > 0 || sector.starbase >= 0 ? 1 : 0

        Item {
            anchors.fill: parent

            Image {
                anchors.centerIn: parent
                width: sector.radius * 1.15
                height: width
                sourceSize.width: 96
                sourceSize.height: 96
                asynchronous: true // the first of each picture is rasterised off the GUI thread
                opacity: sector.stacks.length > 0 ? 0.55 : 1
                source: sector.starbase === 0 ? "qrc:/art/galaxy-of-d/starbase-redog.svg"
                      : sector.starbase === 1 ? "qrc:/art/galaxy-of-d/starbase-cynder.svg"
                      : "qrc:/art/galaxy-of-d/things/" + sector.thing + ".svg"
            }

            // Starbase armor
            Repeater {
                model: sector.starbase >= 0 ? 1 : 0

                Rectangle {
                    anchors.horizontalCenter: parent.horizontalCenter
                    anchors.top: parent.top
                    anchors.topMargin: sector.radius * 0.12
                    width: armorLabel.implicitWidth + 8
                    height: armorLabel.implicitHeight + 2
                    radius: 3
                    color: sector.controller.sideColor(sector.starbase)
                    Text {
                        id: armorLabel

                        anchors.centerIn: parent
                        text: sector.armor
                        color: "white"
                        // The small type's size (the board's hexes have a fixed radius): a
                        // size of its own was one more font engine before the first frame.
                        font.pixelSize: Theme.fontSmall
                        font.bold: true
                    }
                }
            }
        }
    }

    // The stacks: each side's top ship with the stack size (made only where there are
    // stacks).
    Repeater {
        model: sector.stacks.length > 0 ? 1 : 0

        Row {
            anchors.centerIn: parent
            anchors.verticalCenterOffset: sector.radius * 0.18
            spacing: -sector.radius * 0.15

            Repeater {
                model: sector.stacks

                delegate: Item {
                    id: stackItem

                    required property var modelData

                    width: sector.radius * 0.95
                    height: width

                    Image {
                        anchors.fill: parent
                        sourceSize.width: 80
                        sourceSize.height: 80
                        source: sector.controller.shipArt(stackItem.modelData.top, stackItem.modelData.side)
                    }
                    Image {
                        visible: stackItem.modelData.cargo
                        anchors.left: parent.left
                        anchors.top: parent.top
                        width: parent.width * 0.4
                        height: width
                        sourceSize.width: 32
                        sourceSize.height: 32
                        source: "qrc:/art/galaxy-of-d/ships/cargo.svg"
                    }
                    Rectangle {
                        visible: stackItem.modelData.count > 1
                        anchors.right: parent.right
                        anchors.bottom: parent.bottom
                        width: Math.max(height, countLabel.implicitWidth + 6)
                        height: sector.radius * 0.42
                        radius: height / 2
                        color: sector.controller.sideColor(stackItem.modelData.side)
                        border.color: "#0d1220"
                        Text {
                            id: countLabel

                            anchors.centerIn: parent
                            text: stackItem.modelData.count
                            color: "white"
                            font.pixelSize: Theme.fontSmall
                            font.bold: true
                        }
                    }
                }
            }
        }
    }

    // Clicks and the hover belong to the hex, not to the square around it: neighbouring
    // squares overlap, and a click near a side reached two sectors (two actions).
    containmentMask: hex

    TapHandler {
        onTapped: sector.controller.clickSector(sector.index)
    }

    HoverHandler {
        id: hover
    }

    // The window's one shared tool tip (the attached ToolTip), not a popup per sector: a
    // hundred popups were a good part of the board's start-up.
    ToolTip.visible: hover.hovered && tipText.length > 0
    ToolTip.delay: 600
    ToolTip.text: tipText
    readonly property string tipText: {
        if (!hover.hovered)
            return ""
        const parts = []
        if (sector.thingName.length > 0)
            parts.push(sector.thingName)
        for (const s of sector.stacks)
            parts.push(s.own ? qsTr("%n of your ship(s), top: %1", "", s.count).arg(s.topName)
                             : qsTr("%n enemy ship(s), top: %1", "", s.count).arg(s.topName))
        return parts.join("\n")
    }
}
