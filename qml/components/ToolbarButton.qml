import QtQuick
import QtQuick.Controls

// A button of a screen's top bar: a ToolButton that Enter and Return press too, as Space
// does (Qt Quick's buttons take only Space).
ToolButton {
    id: button

    Keys.onReturnPressed: button.clicked()
    Keys.onEnterPressed: button.clicked()
}
