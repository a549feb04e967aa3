pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Starboard

// A game's card art (qrc:/art/games/<id>.svg, 16:9) or, while it does not exist, a starfield
// placeholder with the game's initials.
Rectangle {
    id: art

    // The art's URL; empty for the placeholder.
    property url source
    readonly property bool placeholder: String(source) === ""
    property string title
    // Seeds the placeholder's star pattern so each game gets its own.
    property string seedText: title
    property bool dimmed: false

    implicitWidth: 320
    implicitHeight: 180
    radius: Theme.radiusSmall
    clip: true
    gradient: Gradient {
        GradientStop {
            position: 0
            color: "#1c2750"
        }
        GradientStop {
            position: 1
            color: "#0b0f1c"
        }
    }

    function hash(text: string): int {
        let h = 7;
        for (let i = 0; i < text.length; ++i)
            h = (h * 31 + text.charCodeAt(i)) % 1000003;
        return h;
    }

    readonly property int seed: hash(seedText)

    Repeater {
        model: art.placeholder ? 36 : 0

        Rectangle {
            id: star

            required property int index

            x: ((art.seed * (star.index + 3) * 7919) % 1000) / 1000 * art.width
            y: ((art.seed * (star.index + 11) * 104729) % 997) / 997 * art.height
            width: star.index % 7 === 0 ? 3 : 2
            height: width
            radius: width / 2
            color: star.index % 5 === 0 ? Theme.accent : Theme.text
            opacity: 0.25 + (star.index % 4) * 0.15
        }
    }

    Label {
        anchors.centerIn: parent
        visible: art.placeholder
        text: art.title.split(" ").filter(word => word.length > 0 && word[0] === word[0].toUpperCase()).map(word => word[0]).join("")
        font.pixelSize: Math.max(18, art.height * 0.3)
        font.bold: true
        font.letterSpacing: 4
        color: Theme.accent
        opacity: 0.85
    }

    Image {
        anchors.fill: parent
        visible: !art.placeholder
        // Only pictures that are shown are drawn (the home screen keeps hidden cards).
        source: art.visible ? art.source : ""
        // Rasterised once at the art's own size (not at every layout width), and off the
        // GUI thread so that the first frame does not wait for it.
        sourceSize.width: 640
        sourceSize.height: 360
        fillMode: Image.PreserveAspectCrop
        asynchronous: true
        smooth: true
    }

    Rectangle {
        anchors.fill: parent
        visible: art.dimmed
        color: "#990b0f1c"
    }

    Rectangle {
        anchors.fill: parent
        radius: art.radius
        color: "transparent"
        border.color: Theme.border
        border.width: 1
    }
}
