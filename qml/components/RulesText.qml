import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One paragraph of a game's in-app rules (use in a ColumnLayout). A paragraph is either the
// rulebook's own rule (`reading: false`, the default: plain text) or Starboard's reading
// where the rulebook is silent, ambiguous or points at a lost picture (`reading: true`):
// then it is set apart with a bar, in italics and a different colour, and begins with the
// tag "Our reading", also for screen readers. RulesLegend explains the two styles; the
// readings are documented in docs/rules/<game-id>.md.
Item {
    id: paragraph

    property string text
    property bool reading: false

    Layout.fillWidth: true
    implicitHeight: label.implicitHeight + (reading ? 8 : 0)

    Accessible.role: Accessible.Paragraph
    //: The rules beside the board: the screen reader's text of a paragraph where Starboard decides
    //: what the rulebook leaves open. %1: the paragraph.
    Accessible.name: reading ? qsTr("Our reading: %1").arg(label.text) : label.text

    Rectangle {
        visible: paragraph.reading
        anchors.fill: parent
        color: "#1c2a3a"
        radius: 4
    }
    Rectangle {
        visible: paragraph.reading
        width: 4
        height: parent.height
        color: "#6fc3df"
        radius: 2
    }
    Label {
        id: label

        x: paragraph.reading ? 12 : 0
        y: paragraph.reading ? 4 : 0
        width: paragraph.width - x - (paragraph.reading ? 8 : 0)
        text: paragraph.reading
              //: The rules beside the board: the bold mark before a paragraph where Starboard
              //: decides what the rulebook leaves open (our interpretation).
              ? "<b>" + qsTr("Our reading:") + "</b> " + paragraph.text
              : paragraph.text
        color: paragraph.reading ? "#a9d8ea" : "#e8ecf4"
        font.pixelSize: 14
        font.italic: paragraph.reading
        wrapMode: Text.WordWrap
        textFormat: Text.StyledText
        lineHeight: 1.15
    }
}
